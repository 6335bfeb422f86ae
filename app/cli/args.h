// A small command-line parser: "--name value" options and "--flag" switches; anything not consumed is
// reported as an error, so typos never pass silently.
#pragma once

#include <limits>
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
  // An option followed by `count` values ("--from hf-marian DIR"); empty when absent.
  std::vector<std::string> values_of(const std::string& name, int count);
  // Numeric options declare their valid range [min, max]: a value outside it, or one that is not a (finite)
  // number, is an attn::Error naming the option and the range. The default range is the type's own, so a
  // value is never silently truncated.
  int integer(const std::string& name, int fallback, int min = std::numeric_limits<int>::min(),
              int max = std::numeric_limits<int>::max());
  long long integer64(const std::string& name, long long fallback,
                      long long min = std::numeric_limits<long long>::min(),
                      long long max = std::numeric_limits<long long>::max());
  double number(const std::string& name, double fallback, double min = std::numeric_limits<double>::lowest(),
                double max = std::numeric_limits<double>::max());
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
