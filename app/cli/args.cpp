#include "args.h"

#include <cmath>
#include <limits>
#include <sstream>
#include <stdexcept>

#include "attention/error.h"

namespace cli {

Args::Args(int argc, char** argv, int first) {
  for (int i = first; i < argc; ++i) args_.emplace_back(argv[i]);
  used_.assign(args_.size(), false);
}

bool Args::flag(const std::string& name) {
  for (std::size_t i = 0; i < args_.size(); ++i)
    if (!used_[i] && args_[i] == name) {
      used_[i] = true;
      return true;
    }
  return false;
}

std::optional<std::string> Args::value(const std::string& name) {
  std::optional<std::string> result;
  for (std::size_t i = 0; i < args_.size(); ++i) {
    if (used_[i]) continue;
    if (args_[i] == name) {
      if (i + 1 >= args_.size()) throw attn::Error("option " + name + " needs a value");
      used_[i] = used_[i + 1] = true;
      result = args_[i + 1];
      ++i;
    } else if (args_[i].rfind(name + "=", 0) == 0) {
      used_[i] = true;
      result = args_[i].substr(name.size() + 1);
    }
  }
  return result;
}

std::vector<std::string> Args::values(const std::string& name) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < args_.size(); ++i) {
    if (used_[i] || args_[i] != name) continue;
    if (i + 1 >= args_.size()) throw attn::Error("option " + name + " needs a value");
    used_[i] = used_[i + 1] = true;
    out.push_back(args_[i + 1]);
    ++i;
  }
  return out;
}

std::vector<std::string> Args::values_of(const std::string& name, int count) {
  for (std::size_t i = 0; i < args_.size(); ++i) {
    if (used_[i] || args_[i] != name) continue;
    if (i + std::size_t(count) >= args_.size())
      throw attn::Error("option " + name + " needs " + std::to_string(count) + " values");
    std::vector<std::string> out;
    used_[i] = true;
    for (std::size_t k = 1; k <= std::size_t(count); ++k) {
      used_[i + k] = true;
      out.push_back(args_[i + k]);
    }
    return out;
  }
  return {};
}

std::string Args::required(const std::string& name) {
  auto v = value(name);
  if (!v) throw attn::Error("missing required option " + name + " (see --help)");
  return *v;
}

namespace {

template <typename T>
void require_in_range(const std::string& name, const std::string& text, T value, T min, T max) {
  if (value >= min && value <= max) return;
  std::ostringstream range;
  if (max == std::numeric_limits<T>::max())
    range << "at least " << min;
  else if (min == std::numeric_limits<T>::lowest())
    range << "at most " << max;
  else
    range << "between " << min << " and " << max;
  throw attn::Error("option " + name + " must be " + range.str() + ", got '" + text + "'");
}

}  // namespace

int Args::integer(const std::string& name, int fallback, int min, int max) {
  return int(integer64(name, fallback, min, max));
}

long long Args::integer64(const std::string& name, long long fallback, long long min, long long max) {
  auto v = value(name);
  if (!v) return fallback;
  long long r = 0;
  try {
    std::size_t end = 0;
    r = std::stoll(*v, &end);
    if (end != v->size()) throw std::invalid_argument("trailing");
  } catch (const std::out_of_range&) {
    r = v->find('-') != std::string::npos ? std::numeric_limits<long long>::lowest()
                                          : std::numeric_limits<long long>::max();
    if (r >= min && r <= max) throw attn::Error("option " + name + " is out of range, got '" + *v + "'");
  } catch (const std::exception&) {
    throw attn::Error("option " + name + " expects an integer, got '" + *v + "'");
  }
  require_in_range(name, *v, r, min, max);
  return r;
}

double Args::number(const std::string& name, double fallback, double min, double max) {
  auto v = value(name);
  if (!v) return fallback;
  double r = 0;
  try {
    std::size_t end = 0;
    r = std::stod(*v, &end);
    if (end != v->size()) throw std::invalid_argument("trailing");
  } catch (const std::exception&) {
    throw attn::Error("option " + name + " expects a number, got '" + *v + "'");
  }
  if (!std::isfinite(r)) throw attn::Error("option " + name + " expects a finite number, got '" + *v + "'");
  require_in_range(name, *v, r, min, max);
  return r;
}

std::vector<std::pair<std::string, std::string>> Args::take_remaining_pairs() {
  std::vector<std::pair<std::string, std::string>> out;
  for (std::size_t i = 0; i + 1 < args_.size(); ++i) {
    if (used_[i] || used_[i + 1] || args_[i].rfind("--", 0) != 0) continue;
    out.emplace_back(args_[i], args_[i + 1]);
    used_[i] = used_[i + 1] = true;
    ++i;
  }
  return out;
}

void Args::finish() const {
  for (std::size_t i = 0; i < args_.size(); ++i)
    if (!used_[i]) throw attn::Error("unknown or misplaced argument '" + args_[i] + "' (see --help)");
}

}  // namespace cli
