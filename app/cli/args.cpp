#include "args.h"

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

std::string Args::required(const std::string& name) {
  auto v = value(name);
  if (!v) throw attn::Error("missing required option " + name + " (see --help)");
  return *v;
}

int Args::integer(const std::string& name, int fallback) { return int(integer64(name, fallback)); }

long long Args::integer64(const std::string& name, long long fallback) {
  auto v = value(name);
  if (!v) return fallback;
  try {
    std::size_t end = 0;
    const long long r = std::stoll(*v, &end);
    if (end != v->size()) throw std::invalid_argument("trailing");
    return r;
  } catch (const std::exception&) {
    throw attn::Error("option " + name + " expects an integer, got '" + *v + "'");
  }
}

double Args::number(const std::string& name, double fallback) {
  auto v = value(name);
  if (!v) return fallback;
  try {
    std::size_t end = 0;
    const double r = std::stod(*v, &end);
    if (end != v->size()) throw std::invalid_argument("trailing");
    return r;
  } catch (const std::exception&) {
    throw attn::Error("option " + name + " expects a number, got '" + *v + "'");
  }
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
