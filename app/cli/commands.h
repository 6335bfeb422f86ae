// The attention-cli subcommands; each returns the process exit code.
#pragma once

#include "args.h"

namespace cli {

int run_train(Args& args);
int run_translate(Args& args);
int run_eval(Args& args);
int run_attention(Args& args);
int run_score(Args& args);
int run_bench(Args& args);
int run_devices(Args& args);
int run_export(Args& args);
int run_import(Args& args);
int run_models(Args& args);
int run_contrast(Args& args);
int run_heads(Args& args);
int run_heads_importance(Args& args);  // heads --importance
int run_heads_roles(Args& args);       // heads --roles
int run_align(Args& args);
int run_patch(Args& args);
int run_attribute(Args& args);
int run_augment(Args& args);
int run_gender(Args& args);

}  // namespace cli
