#include "train/augmentation_text.h"

namespace attn::augmentation_text {

namespace {

// Bytes that start a multi-byte punctuation sequence: U+0080..U+00BF (« » ¿ ¡ ...) and U+2000..U+203F
// (dashes, quotation marks, the typographic apostrophe). Every other non-ASCII sequence counts as letters.
std::size_t punctuation_length(std::string_view s, std::size_t i) {
  const auto b = static_cast<unsigned char>(s[i]);
  if (b == 0xC2 && i + 1 < s.size()) return 2;
  if (b == 0xE2 && i + 2 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x80) return 3;
  return 0;
}

bool is_word_byte(std::string_view s, std::size_t i) {
  const auto b = static_cast<unsigned char>(s[i]);
  if (b < 0x80) return (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9');
  if (b >= 0xC0) return punctuation_length(s, i) == 0;
  return true;  // continuation byte of a letter
}

}  // namespace

std::vector<Token> tokenize(std::string_view s) {
  std::vector<Token> out;
  std::size_t i = 0;
  while (i < s.size()) {
    const char c = s[i];
    if (c == ' ' || c == '\t') {
      ++i;
      continue;
    }
    if (is_word_byte(s, i)) {
      std::size_t j = i;
      while (j < s.size() && is_word_byte(s, j)) ++j;
      out.push_back({i, j - i, s.substr(i, j - i), true});
      i = j;
      continue;
    }
    std::size_t n = punctuation_length(s, i);
    if (n == 0) n = 1;
    while (i + n < s.size() && (static_cast<unsigned char>(s[i + n]) & 0xC0) == 0x80) ++n;
    out.push_back({i, n, s.substr(i, n), false});
    i += n;
  }
  return out;
}

std::string ascii_lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out)
    if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
  return out;
}

bool is_capitalized(std::string_view w) {
  if (w.empty()) return false;
  const auto b = static_cast<unsigned char>(w[0]);
  if (b >= 'A' && b <= 'Z') return true;
  if (b == 0xC3 && w.size() > 1) {
    const auto b1 = static_cast<unsigned char>(w[1]);
    return b1 == 0x84 || b1 == 0x96 || b1 == 0x9C;  // Ä Ö Ü
  }
  return false;
}

bool is_lowercase_word(std::string_view w) {
  if (w.empty()) return false;
  const auto b = static_cast<unsigned char>(w[0]);
  if (b >= 'a' && b <= 'z') return true;
  if (b == 0xC3 && w.size() > 1) {
    const auto b1 = static_cast<unsigned char>(w[1]);
    return b1 == 0xA4 || b1 == 0xB6 || b1 == 0xBC || b1 == 0x9F;  // ä ö ü ß
  }
  return false;
}

bool all_letters(std::string_view w) {
  for (std::size_t i = 0; i < w.size(); ++i) {
    const auto b = static_cast<unsigned char>(w[i]);
    if (b >= '0' && b <= '9') return false;
  }
  return !w.empty();
}

}  // namespace attn::augmentation_text
