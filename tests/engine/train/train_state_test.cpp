// train_state.json is read strictly (issue 15, finding 3): every field is range-checked and a bad one is an
// error naming the file and the field. The cases are the ones a probe found accepted with exit status 0.
#include "attention/train_state.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "attention/error.h"

namespace attn {
namespace {

using nlohmann::json;

TrainState valid_state() {
  TrainState s;
  s.step = 200;
  s.epoch = 3;
  s.batch_in_epoch = 17;
  s.elapsed_seconds = 12.5;
  s.checkpoints = {100, 200};
  s.parameters = describe_checkpoint_file(checkpoint_parameters_name(200), "params");
  s.optimizer = describe_checkpoint_file(checkpoint_optimizer_name(200), "moments");
  s.options.batch_tokens = 4096;
  s.options.warmup_steps = 400;
  s.options.lr_factor = 1.0;
  s.options.clip_norm = 0;
  s.options.seed = 1;
  s.options.max_length = 256;
  s.options.cooldown_fraction = 0.2;
  s.options.adam = AdamSettings{};
  return s;
}

json valid_json() { return json::parse(train_state_to_json(valid_state())); }

// The error for `j`, or "" when it parses.
std::string error_for(const std::string& text) {
  try {
    parse_train_state(text, "run/train_state.json");
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}
std::string error_for(const json& j) { return error_for(j.dump()); }

TEST(TrainState, RoundTrips) {
  const TrainState s = parse_train_state(train_state_to_json(valid_state()), "x");
  EXPECT_EQ(s.step, 200);
  EXPECT_EQ(s.epoch, 3);
  EXPECT_EQ(s.batch_in_epoch, 17);
  EXPECT_EQ(s.checkpoints, (std::vector<std::int64_t>{100, 200}));
  EXPECT_EQ(s.parameters.crc32, valid_state().parameters.crc32);
  EXPECT_TRUE(run_option_differences(s.options, valid_state().options).empty());
}

TEST(TrainState, EveryFieldIsRangeChecked) {
  struct Case {
    std::string pointer;  // JSON pointer of the field
    json value;
    std::string field;  // the name the error must give
  };
  const Case cases[] = {
      {"/step", json(std::int64_t(-9223372036854775807LL - 1)), "'step'"},  // counted up for ever: the hang
      {"/step", json(std::int64_t(9223372036854775807LL)), "'step'"},
      {"/step", json(1.5), "'step'"},
      {"/step", json("200"), "'step'"},
      {"/epoch", json(-1), "'epoch'"},
      {"/epoch", json(2147483647), "'epoch'"},  // ++epoch_ overflowed
      {"/batch_in_epoch", json(-1), "'batch_in_epoch'"},
      {"/batch_in_epoch", json(1000000000), "'batch_in_epoch'"},
      {"/elapsed_seconds", json(-5), "'elapsed_seconds'"},
      {"/elapsed_seconds", json("NaN"), "'elapsed_seconds'"},
      {"/checkpoints", json::array({-1}), "'checkpoints'"},
      {"/checkpoints", json::array(), "'checkpoints'"},
      {"/checkpoints", json::array({200, 100}), "'checkpoints'"},
      {"/checkpoints", json::array({100}), "'checkpoints'"},  // must end at the step
      {"/checkpoints", json(7), "'checkpoints'"},
      {"/parameters/file", json("../../etc/passwd"), "'parameters.file'"},
      {"/optimizer/file", json(checkpoint_optimizer_name(100)), "'optimizer.file'"},
      {"/optimizer/crc32", json(-1), "'optimizer.crc32'"},
      {"/options/batch_tokens", json(0), "'options.batch_tokens'"},
      {"/options/warmup_steps", json(0), "'options.warmup_steps'"},
      {"/options/lr_factor", json(0), "'options.lr_factor'"},
      {"/options/lr_factor", json(1e300), "'options.lr_factor'"},
      {"/options/clip_norm", json(-1), "'options.clip_norm'"},
      {"/options/seed", json(-3), "'options.seed'"},
      {"/options/max_length", json(0), "'options.max_length'"},
      {"/options/cooldown_fraction", json(1.0), "'options.cooldown_fraction'"},
      {"/options/adam/beta2", json(1.5), "'options.adam.beta2'"},
      {"/format", json(3), "'format'"},
  };
  for (const Case& c : cases) {
    json j = valid_json();
    j[json::json_pointer(c.pointer)] = c.value;
    const std::string e = error_for(j);
    EXPECT_NE(e.find("run/train_state.json"), std::string::npos)
        << c.pointer << " = " << c.value << ": " << e;
    EXPECT_NE(e.find(c.field), std::string::npos) << c.pointer << " = " << c.value << ": " << e;
  }
  // A list of 100,000 checkpoints is refused, not read.
  json j = valid_json();
  j["step"] = 200000;
  j["parameters"]["file"] = checkpoint_parameters_name(200000);
  j["optimizer"]["file"] = checkpoint_optimizer_name(200000);
  j["checkpoints"] = json::array();
  for (int i = 1; i <= 100000; ++i) j["checkpoints"].push_back(2 * i);
  EXPECT_NE(error_for(j).find("'checkpoints'"), std::string::npos);
}

TEST(TrainState, MissingUnknownAndDuplicateFieldsAreErrors) {
  for (const char* field : {"step", "epoch", "batch_in_epoch", "elapsed_seconds", "checkpoints", "parameters",
                            "optimizer", "options"}) {
    json j = valid_json();
    j.erase(field);
    EXPECT_NE(error_for(j).find(std::string("'") + field + "' is missing"), std::string::npos) << field;
  }
  json j = valid_json();
  j["options"]["warmpu_steps"] = 3;
  EXPECT_NE(error_for(j).find("'options.warmpu_steps' is not a train_state.json field"), std::string::npos);
  std::string text = valid_json().dump();
  text.insert(1, "\"step\": 5, ");
  EXPECT_NE(error_for(text).find("duplicate key 'step'"), std::string::npos) << error_for(text);
  EXPECT_NE(error_for(std::string("[1, 2]")).find("must hold a JSON object"), std::string::npos);
  EXPECT_NE(error_for(std::string("{\"step\": ")).find("not valid JSON"), std::string::npos);
}

TEST(TrainState, ReadsTheOlderFormat) {
  // Format 1: no "format", resume_parameters, six options, no checksums.
  const json old = {{"step", 4},
                    {"epoch", 0},
                    {"batch_in_epoch", 4},
                    {"elapsed_seconds", 0.5},
                    {"checkpoints", {2, 4}},
                    {"resume_parameters", "checkpoints/step-4.safetensors"},
                    {"options",
                     {{"batch_tokens", 200},
                      {"warmup_steps", 50},
                      {"lr_factor", 1.0},
                      {"clip_norm", 0.0},
                      {"seed", 3},
                      {"max_length", 256}}}};
  const TrainState s = parse_train_state(old.dump(), "x");
  EXPECT_EQ(s.format, 1);
  EXPECT_EQ(s.parameters.name, "checkpoints/step-4.safetensors");
  EXPECT_EQ(s.optimizer.name, "optimizer.safetensors");
  EXPECT_FALSE(s.options.adam.has_value());
  json bad = old;
  bad["resume_parameters"] = "../model.safetensors";
  EXPECT_NE(error_for(bad).find("'resume_parameters'"), std::string::npos);
}

TEST(TrainState, OptionDifferencesNameEachField) {
  RunOptions a = valid_state().options, b = a;
  b.batch_tokens = 300;
  b.warmup_steps = 10;
  const auto d = run_option_differences(a, b);
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d[0], "batch_tokens 4096 -> 300");
  EXPECT_EQ(d[1], "warmup_steps 400 -> 10");
}

}  // namespace
}  // namespace attn
