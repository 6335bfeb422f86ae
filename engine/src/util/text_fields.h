// Splitting the lines of the engine's tab-separated text files (contrast items, patching pairs, lexicons).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace attn {

inline std::string trim(std::string_view s) {
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  return std::string(s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1));
}

// The fields between `separator`s (an empty line is one empty field); with `trimmed`, each without the
// whitespace around it.
inline std::vector<std::string> split_fields(std::string_view line, char separator, bool trimmed = false) {
  std::vector<std::string> fields;
  std::size_t start = 0;
  for (;;) {
    const std::size_t end = line.find(separator, start);
    const std::string_view field =
        line.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    fields.push_back(trimmed ? trim(field) : std::string(field));
    if (end == std::string_view::npos) return fields;
    start = end + 1;
  }
}

}  // namespace attn
