// nlohmann::json keeps the last of duplicate keys without a word; this parse callback refuses them, in
// nested objects too: json::parse(text, DuplicateKeyCheck()). Shared by every strict JSON reader.
#pragma once

#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "attention/error.h"

namespace attn {

class DuplicateKeyCheck {
 public:
  bool operator()(int /*depth*/, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
    using event_t = nlohmann::json::parse_event_t;
    if (event == event_t::object_start) {
      keys_.emplace_back();
    } else if (event == event_t::object_end) {
      if (!keys_.empty()) keys_.pop_back();
    } else if (event == event_t::key) {
      const std::string& key = parsed.get_ref<const std::string&>();
      if (!keys_.empty() && !keys_.back().insert(key).second)
        throw Error("duplicate key '" + key + "' (each field may appear once)");
    }
    return true;
  }

 private:
  std::vector<std::set<std::string>> keys_;
};

}  // namespace attn
