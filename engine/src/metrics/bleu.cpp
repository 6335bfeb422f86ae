// Corpus BLEU and the 13a tokenizer, written to agree with sacreBLEU 2.x bit for bit on its defaults.
// Where sacreBLEU's behaviour looks odd (the zero-match early exit, log(0) floored to -9999999999,
// Python's whitespace and lowercase rules) it is reproduced on purpose: the point is comparable numbers.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <unordered_map>

#include "attention/error.h"
#include "attention/metrics.h"

namespace attn {

namespace {

using metrics_text::decode_code_point;
using metrics_text::is_python_space;

constexpr int kMaxOrder = 4;

// Python's str.lower() single-code-point mappings (Unicode 14.0, as in Python 3.11), as runs of
// code points first..last (every `stride`-th one) that map to code point + delta. Generated from
// Python; U+0130 is the only code point whose lowercase is longer and is handled in python_lower().
struct LowerRun {
  char32_t first, last;
  std::int32_t delta;
  std::uint32_t stride;
};
constexpr LowerRun kLowerRuns[] = {
    {0x41, 0x5A, 32, 1},         {0xC0, 0xD6, 32, 1},         {0xD8, 0xDE, 32, 1},
    {0x100, 0x12E, 1, 2},        {0x132, 0x136, 1, 2},        {0x139, 0x147, 1, 2},
    {0x14A, 0x176, 1, 2},        {0x178, 0x178, -121, 1},     {0x179, 0x17D, 1, 2},
    {0x181, 0x181, 210, 1},      {0x182, 0x184, 1, 2},        {0x186, 0x186, 206, 1},
    {0x187, 0x187, 1, 1},        {0x189, 0x18A, 205, 1},      {0x18B, 0x18B, 1, 1},
    {0x18E, 0x18E, 79, 1},       {0x18F, 0x18F, 202, 1},      {0x190, 0x190, 203, 1},
    {0x191, 0x191, 1, 1},        {0x193, 0x193, 205, 1},      {0x194, 0x194, 207, 1},
    {0x196, 0x196, 211, 1},      {0x197, 0x197, 209, 1},      {0x198, 0x198, 1, 1},
    {0x19C, 0x19C, 211, 1},      {0x19D, 0x19D, 213, 1},      {0x19F, 0x19F, 214, 1},
    {0x1A0, 0x1A4, 1, 2},        {0x1A6, 0x1A6, 218, 1},      {0x1A7, 0x1A7, 1, 1},
    {0x1A9, 0x1A9, 218, 1},      {0x1AC, 0x1AC, 1, 1},        {0x1AE, 0x1AE, 218, 1},
    {0x1AF, 0x1AF, 1, 1},        {0x1B1, 0x1B2, 217, 1},      {0x1B3, 0x1B5, 1, 2},
    {0x1B7, 0x1B7, 219, 1},      {0x1B8, 0x1B8, 1, 1},        {0x1BC, 0x1BC, 1, 1},
    {0x1C4, 0x1C4, 2, 1},        {0x1C5, 0x1C5, 1, 1},        {0x1C7, 0x1C7, 2, 1},
    {0x1C8, 0x1C8, 1, 1},        {0x1CA, 0x1CA, 2, 1},        {0x1CB, 0x1DB, 1, 2},
    {0x1DE, 0x1EE, 1, 2},        {0x1F1, 0x1F1, 2, 1},        {0x1F2, 0x1F4, 1, 2},
    {0x1F6, 0x1F6, -97, 1},      {0x1F7, 0x1F7, -56, 1},      {0x1F8, 0x21E, 1, 2},
    {0x220, 0x220, -130, 1},     {0x222, 0x232, 1, 2},        {0x23A, 0x23A, 10795, 1},
    {0x23B, 0x23B, 1, 1},        {0x23D, 0x23D, -163, 1},     {0x23E, 0x23E, 10792, 1},
    {0x241, 0x241, 1, 1},        {0x243, 0x243, -195, 1},     {0x244, 0x244, 69, 1},
    {0x245, 0x245, 71, 1},       {0x246, 0x24E, 1, 2},        {0x370, 0x372, 1, 2},
    {0x376, 0x376, 1, 1},        {0x37F, 0x37F, 116, 1},      {0x386, 0x386, 38, 1},
    {0x388, 0x38A, 37, 1},       {0x38C, 0x38C, 64, 1},       {0x38E, 0x38F, 63, 1},
    {0x391, 0x3A1, 32, 1},       {0x3A3, 0x3AB, 32, 1},       {0x3CF, 0x3CF, 8, 1},
    {0x3D8, 0x3EE, 1, 2},        {0x3F4, 0x3F4, -60, 1},      {0x3F7, 0x3F7, 1, 1},
    {0x3F9, 0x3F9, -7, 1},       {0x3FA, 0x3FA, 1, 1},        {0x3FD, 0x3FF, -130, 1},
    {0x400, 0x40F, 80, 1},       {0x410, 0x42F, 32, 1},       {0x460, 0x480, 1, 2},
    {0x48A, 0x4BE, 1, 2},        {0x4C0, 0x4C0, 15, 1},       {0x4C1, 0x4CD, 1, 2},
    {0x4D0, 0x52E, 1, 2},        {0x531, 0x556, 48, 1},       {0x10A0, 0x10C5, 7264, 1},
    {0x10C7, 0x10C7, 7264, 1},   {0x10CD, 0x10CD, 7264, 1},   {0x13A0, 0x13EF, 38864, 1},
    {0x13F0, 0x13F5, 8, 1},      {0x1C90, 0x1CBA, -3008, 1},  {0x1CBD, 0x1CBF, -3008, 1},
    {0x1E00, 0x1E94, 1, 2},      {0x1E9E, 0x1E9E, -7615, 1},  {0x1EA0, 0x1EFE, 1, 2},
    {0x1F08, 0x1F0F, -8, 1},     {0x1F18, 0x1F1D, -8, 1},     {0x1F28, 0x1F2F, -8, 1},
    {0x1F38, 0x1F3F, -8, 1},     {0x1F48, 0x1F4D, -8, 1},     {0x1F59, 0x1F5F, -8, 2},
    {0x1F68, 0x1F6F, -8, 1},     {0x1F88, 0x1F8F, -8, 1},     {0x1F98, 0x1F9F, -8, 1},
    {0x1FA8, 0x1FAF, -8, 1},     {0x1FB8, 0x1FB9, -8, 1},     {0x1FBA, 0x1FBB, -74, 1},
    {0x1FBC, 0x1FBC, -9, 1},     {0x1FC8, 0x1FCB, -86, 1},    {0x1FCC, 0x1FCC, -9, 1},
    {0x1FD8, 0x1FD9, -8, 1},     {0x1FDA, 0x1FDB, -100, 1},   {0x1FE8, 0x1FE9, -8, 1},
    {0x1FEA, 0x1FEB, -112, 1},   {0x1FEC, 0x1FEC, -7, 1},     {0x1FF8, 0x1FF9, -128, 1},
    {0x1FFA, 0x1FFB, -126, 1},   {0x1FFC, 0x1FFC, -9, 1},     {0x2126, 0x2126, -7517, 1},
    {0x212A, 0x212A, -8383, 1},  {0x212B, 0x212B, -8262, 1},  {0x2132, 0x2132, 28, 1},
    {0x2160, 0x216F, 16, 1},     {0x2183, 0x2183, 1, 1},      {0x24B6, 0x24CF, 26, 1},
    {0x2C00, 0x2C2F, 48, 1},     {0x2C60, 0x2C60, 1, 1},      {0x2C62, 0x2C62, -10743, 1},
    {0x2C63, 0x2C63, -3814, 1},  {0x2C64, 0x2C64, -10727, 1}, {0x2C67, 0x2C6B, 1, 2},
    {0x2C6D, 0x2C6D, -10780, 1}, {0x2C6E, 0x2C6E, -10749, 1}, {0x2C6F, 0x2C6F, -10783, 1},
    {0x2C70, 0x2C70, -10782, 1}, {0x2C72, 0x2C72, 1, 1},      {0x2C75, 0x2C75, 1, 1},
    {0x2C7E, 0x2C7F, -10815, 1}, {0x2C80, 0x2CE2, 1, 2},      {0x2CEB, 0x2CED, 1, 2},
    {0x2CF2, 0x2CF2, 1, 1},      {0xA640, 0xA66C, 1, 2},      {0xA680, 0xA69A, 1, 2},
    {0xA722, 0xA72E, 1, 2},      {0xA732, 0xA76E, 1, 2},      {0xA779, 0xA77B, 1, 2},
    {0xA77D, 0xA77D, -35332, 1}, {0xA77E, 0xA786, 1, 2},      {0xA78B, 0xA78B, 1, 1},
    {0xA78D, 0xA78D, -42280, 1}, {0xA790, 0xA792, 1, 2},      {0xA796, 0xA7A8, 1, 2},
    {0xA7AA, 0xA7AA, -42308, 1}, {0xA7AB, 0xA7AB, -42319, 1}, {0xA7AC, 0xA7AC, -42315, 1},
    {0xA7AD, 0xA7AD, -42305, 1}, {0xA7AE, 0xA7AE, -42308, 1}, {0xA7B0, 0xA7B0, -42258, 1},
    {0xA7B1, 0xA7B1, -42282, 1}, {0xA7B2, 0xA7B2, -42261, 1}, {0xA7B3, 0xA7B3, 928, 1},
    {0xA7B4, 0xA7C2, 1, 2},      {0xA7C4, 0xA7C4, -48, 1},    {0xA7C5, 0xA7C5, -42307, 1},
    {0xA7C6, 0xA7C6, -35384, 1}, {0xA7C7, 0xA7C9, 1, 2},      {0xA7D0, 0xA7D0, 1, 1},
    {0xA7D6, 0xA7D8, 1, 2},      {0xA7F5, 0xA7F5, 1, 1},      {0xFF21, 0xFF3A, 32, 1},
    {0x10400, 0x10427, 40, 1},   {0x104B0, 0x104D3, 40, 1},   {0x10570, 0x1057A, 39, 1},
    {0x1057C, 0x1058A, 39, 1},   {0x1058C, 0x10592, 39, 1},   {0x10594, 0x10595, 39, 1},
    {0x10C80, 0x10CB2, 64, 1},   {0x118A0, 0x118BF, 32, 1},   {0x16E40, 0x16E5F, 32, 1},
    {0x1E900, 0x1E921, 34, 1},
};

char32_t lower_code_point(char32_t c) {
  // Last run starting at or before c.
  const auto* it = std::upper_bound(std::begin(kLowerRuns), std::end(kLowerRuns), c,
                                    [](char32_t v, const LowerRun& r) { return v < r.first; });
  if (it == std::begin(kLowerRuns)) return c;
  --it;
  if (c > it->last || (c - it->first) % it->stride != 0) return c;
  return static_cast<char32_t>(static_cast<std::int64_t>(c) + it->delta);
}

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

// Python's str.lower(), except that a word-final capital sigma becomes σ rather than ς (Python applies
// the Final_Sigma context rule; that needs Unicode property tables this engine does not carry).
std::string python_lower(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    std::size_t len = 0;
    const char32_t c = decode_code_point(s, i, &len);
    if (c == 0x130) {
      out += "i\xCC\x87";  // U+0130 lowercases to "i" + U+0307 COMBINING DOT ABOVE
    } else if (const char32_t l = lower_code_point(c); l != c) {
      append_utf8(out, l);
    } else {
      out.append(s.substr(i, len));  // keeps undecodable bytes as they were
    }
    i += len;
  }
  return out;
}

// Python's str.rstrip().
std::string_view rstrip_python(std::string_view s) {
  std::size_t end = 0;
  for (std::size_t i = 0; i < s.size();) {
    std::size_t len = 0;
    const char32_t c = decode_code_point(s, i, &len);
    i += len;
    if (!is_python_space(c)) end = i;
  }
  return s.substr(0, end);
}

// Python's str.split() with no separator: runs of whitespace separate, no empty pieces.
std::vector<std::string_view> split_python(std::string_view s) {
  std::vector<std::string_view> words;
  std::size_t start = std::string_view::npos;
  for (std::size_t i = 0; i < s.size();) {
    std::size_t len = 0;
    const char32_t c = decode_code_point(s, i, &len);
    if (is_python_space(c)) {
      if (start != std::string_view::npos) words.push_back(s.substr(start, i - start));
      start = std::string_view::npos;
    } else if (start == std::string_view::npos) {
      start = i;
    }
    i += len;
  }
  if (start != std::string_view::npos) words.push_back(s.substr(start));
  return words;
}

// Python's str.replace(): left to right, non-overlapping.
std::string replace_all(std::string_view s, std::string_view from, std::string_view to) {
  std::string out;
  out.reserve(s.size());
  std::size_t pos = 0;
  for (std::size_t hit; (hit = s.find(from, pos)) != std::string_view::npos; pos = hit + from.size()) {
    out.append(s.substr(pos, hit - pos));
    out.append(to);
  }
  out.append(s.substr(pos));
  return out;
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_period_or_comma(char c) { return c == '.' || c == ','; }

// The character class [\{-\~\[-\` -\&\(-\+\:-\@\/] of mteval-v13a: ASCII punctuation and symbols except
// the apostrophe, '-', '.', and ','.
bool is_13a_symbol(char ch) {
  const auto c = static_cast<unsigned char>(ch);
  return (c >= 0x7B && c <= 0x7E) || (c >= 0x5B && c <= 0x60) || (c >= 0x20 && c <= 0x26) ||
         (c >= 0x28 && c <= 0x2B) || (c >= 0x3A && c <= 0x40) || c == '/';
}

// The regex substitutions below work on bytes. That equals Python's code-point regexes because every
// pattern character is ASCII and [^0-9] also matches any byte of a multi-byte sequence: matches land on
// the same boundaries and copy the same bytes.
std::string tokenize_regexps(std::string_view line) {
  std::string a;  // ([\{-\~\[-\` -\&\(-\+\:-\@\/]) -> " \1 "
  a.reserve(line.size() * 2);
  for (const char c : line) {
    if (is_13a_symbol(c)) {
      a += ' ';
      a += c;
      a += ' ';
    } else {
      a += c;
    }
  }
  std::string b;  // ([^0-9])([\.,]) -> "\1 \2 "
  b.reserve(a.size() * 2);
  for (std::size_t i = 0; i < a.size();) {
    if (i + 1 < a.size() && !is_digit(a[i]) && is_period_or_comma(a[i + 1])) {
      b += a[i];
      b += ' ';
      b += a[i + 1];
      b += ' ';
      i += 2;
    } else {
      b += a[i++];
    }
  }
  std::string c;  // ([\.,])([^0-9]) -> " \1 \2"
  c.reserve(b.size() * 2);
  for (std::size_t i = 0; i < b.size();) {
    if (i + 1 < b.size() && is_period_or_comma(b[i]) && !is_digit(b[i + 1])) {
      c += ' ';
      c += b[i];
      c += ' ';
      c += b[i + 1];
      i += 2;
    } else {
      c += b[i++];
    }
  }
  std::string d;  // ([0-9])(-) -> "\1 \2 "
  d.reserve(c.size() * 2);
  for (std::size_t i = 0; i < c.size();) {
    if (i + 1 < c.size() && is_digit(c[i]) && c[i + 1] == '-') {
      d += c[i];
      d += " - ";
      i += 2;
    } else {
      d += c[i++];
    }
  }
  // ' '.join(line.strip().split())
  std::string out;
  out.reserve(d.size());
  for (const std::string_view w : split_python(d)) {
    if (!out.empty()) out += ' ';
    out.append(w);
  }
  return out;
}

// One segment's tokens joined by single spaces; n-grams are then contiguous substrings of `text`.
struct Tokens {
  std::string text;
  std::vector<std::size_t> begin, end;  // byte span of each token in text
};

Tokens to_tokens(std::string_view preprocessed) {
  Tokens t;
  t.text.reserve(preprocessed.size());
  for (const std::string_view w : split_python(preprocessed)) {
    if (!t.text.empty()) t.text += ' ';
    t.begin.push_back(t.text.size());
    t.text.append(w);
    t.end.push_back(t.text.size());
  }
  return t;
}

using NgramCounts = std::array<std::unordered_map<std::string_view, std::int64_t>, kMaxOrder>;

NgramCounts count_ngrams(const Tokens& t) {
  NgramCounts counts;
  const std::size_t n_tokens = t.begin.size();
  for (std::size_t n = 1; n <= kMaxOrder; ++n) {
    for (std::size_t i = 0; i + n <= n_tokens; ++i) {
      const std::size_t b = t.begin[i], e = t.end[i + n - 1];
      ++counts[n - 1][std::string_view(t.text).substr(b, e - b)];
    }
  }
  return counts;
}

std::string preprocess(std::string_view sentence, const BleuOptions& options) {
  std::string s = options.lowercase ? python_lower(sentence) : std::string(sentence);
  const std::string_view stripped = rstrip_python(s);
  return options.tokenize == BleuOptions::Tokenize::k13a ? tokenize_13a(stripped) : std::string(stripped);
}

void check_sizes(const char* metric, const std::vector<std::string>& hypotheses,
                 const std::vector<std::string>& references) {
  if (hypotheses.size() != references.size()) {
    throw Error(std::string(metric) + ": " + std::to_string(hypotheses.size()) + " hypotheses but " +
                std::to_string(references.size()) + " references");
  }
  for (std::size_t i = 0; i < references.size(); ++i) {
    if (references[i].empty()) {
      throw Error(std::string(metric) + ": reference " + std::to_string(i + 1) +
                  " is empty (sacreBLEU rejects empty references)");
    }
  }
}

std::string format_fixed(double v, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

}  // namespace

std::string tokenize_13a(std::string_view line) {
  // The language-independent part, in mteval-v13a's order; each replace is a separate pass, so
  // "&amp;lt;" becomes "&lt;" and stays that way.
  std::string s = replace_all(line, "<skipped>", "");
  s = replace_all(s, "-\n", "");
  s = replace_all(s, "\n", " ");
  s = replace_all(s, "&quot;", "\"");
  s = replace_all(s, "&amp;", "&");
  s = replace_all(s, "&lt;", "<");
  s = replace_all(s, "&gt;", ">");
  return tokenize_regexps(" " + s + " ");
}

BleuScore corpus_bleu(const std::vector<std::string>& hypotheses, const std::vector<std::string>& references,
                      const BleuOptions& options) {
  check_sizes("corpus_bleu", hypotheses, references);
  BleuScore r;
  r.options = options;
  for (std::size_t s = 0; s < hypotheses.size(); ++s) {
    const Tokens hyp = to_tokens(preprocess(hypotheses[s], options));
    const Tokens ref = to_tokens(preprocess(references[s], options));
    const NgramCounts hyp_counts = count_ngrams(hyp);
    const NgramCounts ref_counts = count_ngrams(ref);
    r.hyp_len += static_cast<std::int64_t>(hyp.begin.size());
    r.ref_len += static_cast<std::int64_t>(ref.begin.size());
    for (int n = 0; n < kMaxOrder; ++n) {
      for (const auto& [ngram, count] : hyp_counts[n]) {
        r.totals[n] += count;
        if (const auto it = ref_counts[n].find(ngram); it != ref_counts[n].end()) {
          r.matches[n] += std::min(count, it->second);
        }
      }
    }
  }

  if (r.hyp_len < r.ref_len) {
    r.brevity_penalty =
        r.hyp_len > 0 ? std::exp(1.0 - static_cast<double>(r.ref_len) / static_cast<double>(r.hyp_len)) : 0.0;
  } else {
    r.brevity_penalty = 1.0;
  }
  // No match at any order: sacreBLEU returns 0 with all precisions 0 before smoothing (its issue #141).
  if (std::all_of(r.matches.begin(), r.matches.end(), [](std::int64_t m) { return m == 0; })) return r;

  // 'exp' smoothing (mteval-v13a's): the k-th order with no match gets precision 1 / (2^k * total).
  double smooth = 1.0;
  for (int n = 0; n < kMaxOrder; ++n) {
    if (r.totals[n] == 0) break;  // later precisions stay 0 and zero the score below
    if (r.matches[n] == 0) {
      smooth *= 2;
      r.precisions[n] = 100.0 / (smooth * static_cast<double>(r.totals[n]));
    } else {
      r.precisions[n] = 100.0 * static_cast<double>(r.matches[n]) / static_cast<double>(r.totals[n]);
    }
  }
  double log_sum = 0.0;
  for (const double p : r.precisions) log_sum += p == 0.0 ? -9999999999.0 : std::log(p);
  r.score = r.brevity_penalty * std::exp(log_sum / kMaxOrder);
  return r;
}

std::string BleuScore::signature() const {
  return std::string("BLEU|nrefs:1|case:") + (options.lowercase ? "lc" : "mixed") +
         "|eff:no|tok:" + (options.tokenize == BleuOptions::Tokenize::k13a ? "13a" : "none") + "|smooth:exp";
}

std::string BleuScore::to_string() const {
  const double ratio = ref_len != 0 ? static_cast<double>(hyp_len) / static_cast<double>(ref_len) : 0.0;
  std::string s = "BLEU = " + format_fixed(score, 2) + " ";
  for (int n = 0; n < kMaxOrder; ++n) s += (n ? "/" : "") + format_fixed(precisions[n], 1);
  s += " (BP = " + format_fixed(brevity_penalty, 3) + " ratio = " + format_fixed(ratio, 3) +
       " hyp_len = " + std::to_string(hyp_len) + " ref_len = " + std::to_string(ref_len) + ")";
  return s;
}

}  // namespace attn
