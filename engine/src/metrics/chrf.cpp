// Corpus chrF with sacreBLEU 2.x's defaults (chrF2: character 6-grams, no word n-grams, whitespace removed,
// effective-order averaging), plus the Python-compatible text primitives the metrics share.
#include <algorithm>
#include <string>
#include <unordered_map>

#include "attention/error.h"
#include "attention/metrics.h"

namespace attn {

namespace metrics_text {

char32_t decode_code_point(std::string_view s, std::size_t i, std::size_t* len) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char b0 = byte(i);
  *len = 1;
  if (b0 < 0x80) return b0;
  std::size_t n = 0;
  char32_t c = 0, min = 0;
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    n = 2, c = b0 & 0x1F, min = 0x80;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    n = 3, c = b0 & 0x0F, min = 0x800;
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    n = 4, c = b0 & 0x07, min = 0x10000;
  }
  const char32_t escaped = 0xDC00 + b0;  // Python's surrogateescape value for an undecodable byte
  if (n == 0 || i + n > s.size()) return escaped;
  for (std::size_t k = 1; k < n; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return escaped;
    c = (c << 6) | (byte(i + k) & 0x3F);
  }
  if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return escaped;
  *len = n;
  return c;
}

bool is_python_space(char32_t c) {
  switch (c) {
    case 0x09:
    case 0x0A:
    case 0x0B:
    case 0x0C:
    case 0x0D:
    case 0x1C:
    case 0x1D:
    case 0x1E:
    case 0x1F:
    case 0x20:
    case 0x85:
    case 0xA0:
    case 0x1680:
    case 0x2028:
    case 0x2029:
    case 0x202F:
    case 0x205F:
    case 0x3000:
      return true;
    default:
      return c >= 0x2000 && c <= 0x200A;
  }
}

}  // namespace metrics_text

namespace {

constexpr int kCharOrder = 6;
constexpr double kBeta = 2.0;

// The sentence's code points with all (Python) whitespace removed, as sacreBLEU's
// "".join(line.split()) does before extracting character n-grams.
std::u32string code_points_without_spaces(std::string_view s) {
  std::u32string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    std::size_t len = 0;
    const char32_t c = metrics_text::decode_code_point(s, i, &len);
    if (!metrics_text::is_python_space(c)) out += c;
    i += len;
  }
  return out;
}

using Counts = std::unordered_map<std::u32string_view, std::int64_t>;

Counts count_char_ngrams(std::u32string_view s, std::size_t n) {
  Counts counts;
  for (std::size_t i = 0; i + n <= s.size(); ++i) ++counts[s.substr(i, n)];
  return counts;
}

// Per order: hypothesis n-grams, reference n-grams, clipped matches.
struct OrderStats {
  std::int64_t hyp = 0, ref = 0, match = 0;
};

// sacreBLEU's _compute_f_score without eps smoothing: precision and recall are averaged over the orders
// where both sides have n-grams, then combined into F-beta.
double f_score(const std::array<OrderStats, kCharOrder>& stats) {
  const double factor = kBeta * kBeta;
  double avg_prec = 0.0, avg_rec = 0.0;
  int effective_order = 0;
  for (const OrderStats& s : stats) {
    if (s.hyp > 0 && s.ref > 0) {
      avg_prec += static_cast<double>(s.match) / static_cast<double>(s.hyp);
      avg_rec += static_cast<double>(s.match) / static_cast<double>(s.ref);
      ++effective_order;
    }
  }
  if (effective_order == 0) return 0.0;
  avg_prec /= effective_order;
  avg_rec /= effective_order;
  if (avg_prec + avg_rec == 0.0) return 0.0;
  double score = (1 + factor) * avg_prec * avg_rec;
  score /= (factor * avg_prec) + avg_rec;
  return 100 * score;
}

}  // namespace

ChrfScore corpus_chrf(const std::vector<std::string>& hypotheses,
                      const std::vector<std::string>& references) {
  if (hypotheses.size() != references.size()) {
    throw Error("corpus_chrf: " + std::to_string(hypotheses.size()) + " hypotheses but " +
                std::to_string(references.size()) + " references");
  }
  std::array<OrderStats, kCharOrder> totals{};
  for (std::size_t s = 0; s < hypotheses.size(); ++s) {
    if (references[s].empty()) {
      throw Error("corpus_chrf: reference " + std::to_string(s + 1) +
                  " is empty (sacreBLEU rejects empty references)");
    }
    const std::u32string hyp = code_points_without_spaces(hypotheses[s]);
    const std::u32string ref = code_points_without_spaces(references[s]);
    for (std::size_t n = 1; n <= kCharOrder; ++n) {
      const Counts hyp_counts = count_char_ngrams(hyp, n);
      const Counts ref_counts = count_char_ngrams(ref, n);
      std::int64_t hyp_total = 0, ref_total = 0, match = 0;
      for (const auto& [ngram, count] : hyp_counts) {
        hyp_total += count;
        if (const auto it = ref_counts.find(ngram); it != ref_counts.end())
          match += std::min(count, it->second);
      }
      for (const auto& entry : ref_counts) ref_total += entry.second;
      OrderStats& t = totals[n - 1];
      // sacreBLEU does not count hypothesis n-grams of an order the reference is too short to have.
      t.hyp += ref_total > 0 ? hyp_total : 0;
      t.ref += ref_total;
      t.match += match;
    }
  }
  return ChrfScore{f_score(totals)};
}

std::string ChrfScore::signature() const { return "chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no"; }

}  // namespace attn
