// Corpus-level translation metrics that reproduce sacreBLEU 2.x's default BLEU and chrF numbers, so that
// scores shown in the app can be compared with published results.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace attn {

struct BleuOptions {
  bool lowercase = false;
  enum class Tokenize { k13a, kNone } tokenize = Tokenize::k13a;
};

struct BleuScore {
  double score = 0.0;                  // 0..100
  std::array<double, 4> precisions{};  // n-gram precisions in percent (after 'exp' smoothing)
  double brevity_penalty = 1.0;
  std::int64_t hyp_len = 0, ref_len = 0;  // token counts over the corpus
  std::array<std::int64_t, 4> matches{};  // clipped n-gram matches, n = 1..4
  std::array<std::int64_t, 4> totals{};   // hypothesis n-gram counts, n = 1..4
  BleuOptions options;                    // what produced the score; signature() reports it

  // sacreBLEU-style signature without the version, e.g. "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp".
  std::string signature() const;
  // sacreBLEU's one-line summary, e.g.
  // "BLEU = 48.53 82.4/50.0/45.5/37.5 (BP = 0.943 ratio = 0.944 hyp_len = 17 ref_len = 18)".
  std::string to_string() const;
};

// Corpus BLEU with one reference per hypothesis: sacreBLEU's defaults (13a tokenizer, 'exp' smoothing,
// effective order off, max order 4). Throws attn::Error when the lists differ in size or a reference is
// empty (sacreBLEU rejects empty references too). An empty corpus scores 0.
BleuScore corpus_bleu(const std::vector<std::string>& hypotheses, const std::vector<std::string>& references,
                      const BleuOptions& options = {});

struct ChrfScore {
  double score = 0.0;  // 0..100

  // e.g. "chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no".
  std::string signature() const;
};

// Corpus chrF as sacreBLEU computes it by default: character n-grams up to 6 (code points, whitespace
// removed), no word n-grams, beta 2, statistics summed over the corpus before the F-score. Same errors as
// corpus_bleu.
ChrfScore corpus_chrf(const std::vector<std::string>& hypotheses, const std::vector<std::string>& references);

// sacreBLEU's '13a' tokenizer (mteval-v13a rules): unescapes &quot; &amp; &lt; &gt;, splits off
// punctuation, splits '.' and ',' unless between digits, splits '-' after a digit, collapses whitespace.
std::string tokenize_13a(std::string_view line);

// Text primitives shared by the metrics. They follow Python 3's str semantics, which is what makes the
// scores match sacreBLEU on any input.
namespace metrics_text {

// Decodes the code point at s[i] and stores its length in bytes in *len. A byte that does not start a
// valid UTF-8 sequence decodes alone to U+DC80..U+DCFF, as Python's "surrogateescape" does, so metrics
// never fail on bad input.
char32_t decode_code_point(std::string_view s, std::size_t i, std::size_t* len);

// Python's str.isspace(): the code points that str.split() and str.strip() treat as whitespace.
bool is_python_space(char32_t c);

}  // namespace metrics_text

}  // namespace attn
