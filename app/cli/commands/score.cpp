#include <cstdio>
#include <iostream>

#include "attention/backend.h"
#include "attention/corpus.h"
#include "attention/cpu_kernels.h"
#include "attention/error.h"
#include "commands.h"
#include "common.h"

namespace cli {

namespace {
constexpr const char* kHelp = R"(usage: attention-cli score --model DIR|NAME --src F --tgt F [--normalize]

Prints log P(target | source) of each line pair (forced decoding, EOS included), one number per line;
--normalize divides by the number of target tokens. The basis for contrastive evaluation.
  --backend auto|cpu|vulkan[:N]
)";
}  // namespace

int run_score(Args& args) {
  if (args.help()) {
    std::cout << kHelp << kModelOptionHelp;
    return 0;
  }
  const std::string src = args.required("--src"), tgt = args.required("--tgt");
  const bool normalize = args.flag("--normalize");
  auto translator = load_translator(args);
  args.finish();
  const auto corpus = attn::read_parallel_corpus(src, tgt);
  const auto scores = translator->score(corpus.source, corpus.target);
  for (std::size_t i = 0; i < scores.size(); ++i) {
    double s = scores[i];
    if (normalize) s /= double(translator->model().tokenizer.encode_target(corpus.target[i]).size() + 1);
    std::printf("%.6f\n", s);
  }
  return 0;
}

int run_devices(Args& args) {
  if (args.help()) {
    std::cout << "usage: attention-cli devices\nLists the backends and devices this build can use, the CPU's "
                 "features and the kernel that serves each CPU path.\n";
    return 0;
  }
  args.finish();
  for (const auto& d : attn::list_backends()) std::printf("%s\n", d.c_str());
  std::printf("\nCPU kernels:\n");
  for (const auto& line : attn::describe_cpu_kernels()) std::printf("  %s\n", line.c_str());
  return 0;
}

}  // namespace cli
