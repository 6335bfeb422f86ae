// A small command-line parser: "--name value" options and "--flag" switches; anything not consumed is
// reported as an error, so typos never pass silently.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cli {

class Args {
 public:
  Args(int argc, char** argv, int first);

  bool flag(const std::string& name);
  std::optional<std::string> value(const std::string& name);
  std::string required(const std::string& name);
  std::vector<std::string> values(const std::string& name);  // repeatable option
  int integer(const std::string& name, int fallback);
  long long integer64(const std::string& name, long long fallback);
  double number(const std::string& name, double fallback);
  bool help() { return flag("--help") || flag("-h"); }
  // Every "--key value" not consumed yet, in order (for config-field overrides).
  std::vector<std::pair<std::string, std::string>> take_remaining_pairs();
  // Throws if anything was not consumed.
  void finish() const;

 private:
  std::vector<std::string> args_;
  std::vector<bool> used_;
};

}  // namespace cli
