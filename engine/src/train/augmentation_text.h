// Words and punctuation of one English or German sentence, as the data augmentations read and splice them:
// byte offsets into the line, so that a change keeps the rest of the line exactly as it was.
#pragma once

#include <algorithm>
#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace attn::augmentation_text {

struct Token {
  std::size_t offset = 0, length = 0;
  std::string_view text;
  bool word = false;  // letters (and digits); otherwise one punctuation mark
};

// Words (runs of letters and digits, UTF-8 letters included) and single punctuation marks; blanks dropped.
std::vector<Token> tokenize(std::string_view s);

std::string ascii_lower(std::string_view s);
bool is_capitalized(std::string_view w);     // A-Z, Ä, Ö, Ü first
bool is_lowercase_word(std::string_view w);  // a-z, ä, ö, ü, ß first
bool all_letters(std::string_view w);        // no digit

inline bool one_of(std::string_view w, std::initializer_list<std::string_view> list) {
  return std::find(list.begin(), list.end(), w) != list.end();
}

}  // namespace attn::augmentation_text
