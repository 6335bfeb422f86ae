#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

#include "attention/model_shelf.h"
#include "commands.h"
#include "common.h"

namespace cli {

namespace {
constexpr const char* kHelp = R"(usage: attention-cli models [--json]

Lists the bundled models: each one's name (what --model accepts instead of a folder), its model card's title
and summary, and its folder. The default model is marked with *.
  --json   print one JSON array of {"name", "path", "title", "summary", "default"}
)";

// Words of `text` on lines of at most `width` characters, each line indented.
std::string wrapped(const std::string& text, std::size_t width, const std::string& indent) {
  std::string out, line;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    const std::string word = text.substr(start, end - start);
    start = end + 1;
    if (word.empty()) continue;
    if (!line.empty() && line.size() + 1 + word.size() > width) {
      out += indent + line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  }
  if (!line.empty()) out += indent + line + "\n";
  return out;
}
}  // namespace

int run_models(Args& args) {
  if (args.help()) {
    std::cout << kHelp;
    return 0;
  }
  const bool json = args.flag("--json");
  args.finish();
  const auto roots = bundled_model_roots();
  const std::vector<attn::ShelfModel> shelf = attn::list_models(roots);
  const auto fallback = attn::default_model(shelf);
  const std::string default_name = fallback ? fallback->name : std::string();
  if (json) {
    nlohmann::json list = nlohmann::json::array();
    for (const attn::ShelfModel& m : shelf)
      list.push_back({{"name", m.name},
                      {"path", m.path.string()},
                      {"title", m.card.title},
                      {"summary", m.card.summary},
                      {"default", m.name == default_name}});
    std::cout << list.dump(2) << "\n";
    return 0;
  }
  if (shelf.empty()) {
    std::fprintf(stderr, "no bundled models found in:\n");
    for (const auto& r : roots) std::fprintf(stderr, "  %s\n", r.c_str());
    return 1;
  }
  for (const attn::ShelfModel& m : shelf) {
    std::printf("%s %s%s%s\n", m.name == default_name ? "*" : " ", m.name.c_str(),
                m.card.title.empty() ? "" : "  —  ", m.card.title.c_str());
    std::fputs(wrapped(m.card.summary.empty() ? "(no model card)" : m.card.summary, 96, "    ").c_str(),
               stdout);
    std::printf("    %s\n", m.path.c_str());
  }
  return 0;
}

}  // namespace cli
