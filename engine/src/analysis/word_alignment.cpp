#include "attention/word_alignment.h"

#include <algorithm>
#include <charconv>
#include <sstream>

#include "attention/corpus.h"
#include "attention/error.h"
#include "attention/forward_trace.h"
#include "attention/token_contributions.h"
#include "attention/words.h"

namespace attn {

namespace {

void normalise(Alignment& a) {
  std::sort(a.begin(), a.end());
  a.erase(std::unique(a.begin(), a.end()), a.end());
}

bool parse_index(std::string_view s, int& out) {
  if (s.empty()) return false;
  const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), out);
  return error == std::errc() && end == s.data() + s.size() && out >= 0;
}

std::int64_t intersection(const Alignment& a, const Alignment& b) {
  std::int64_t n = 0;
  auto i = a.begin(), j = b.begin();
  while (i != a.end() && j != b.end()) {
    if (*i < *j)
      ++i;
    else if (*j < *i)
      ++j;
    else {
      ++n;
      ++i;
      ++j;
    }
  }
  return n;
}

int whitespace_words(const std::string& text) {
  std::istringstream in(text);
  std::string word;
  int n = 0;
  while (in >> word) ++n;
  return n;
}

bool is_eos_or_bos(const std::string& word) { return word == "</s>" || word == "<s>"; }

// Parses one line of links ("0-0 1?2 3p3"); `where` is "FILE:LINE" for the message.
GoldAlignment parse_gold_line(const std::string& line, const std::string& where) {
  GoldAlignment gold;
  std::istringstream links(line);
  std::string link;
  while (links >> link) {
    const std::size_t at = link.find_first_of("-?p");
    int source = 0, target = 0;
    if (at == std::string::npos || !parse_index(std::string_view(link).substr(0, at), source) ||
        !parse_index(std::string_view(link).substr(at + 1), target))
      throw Error(where + ": '" + link +
                  "' is not an alignment link (i-j sure, i?j or ipj possible; word indices from 0)");
    (link[at] == '-' ? gold.sure : gold.possible).push_back({source, target});
  }
  gold.possible.insert(gold.possible.end(), gold.sure.begin(), gold.sure.end());
  normalise(gold.sure);
  normalise(gold.possible);
  return gold;
}

}  // namespace

std::vector<GoldAlignment> parse_gold_alignments(const std::string& text, const std::string& file_name) {
  std::vector<GoldAlignment> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    out.push_back(parse_gold_line(line, file_name + ":" + std::to_string(out.size() + 1)));
  }
  return out;
}

std::vector<GoldAlignment> read_gold_alignments(const std::filesystem::path& file) {
  // The corpus reader's checks (a regular file: a FIFO would block and /dev/zero fill memory; bounded size
  // and line length; UTF-8). Gold sets are hand-made, thousands of sentences at most: 256 MB is plenty.
  const CorpusLimits gold_limits{.max_bytes = std::uint64_t(256) << 20};
  const std::vector<std::string> lines = read_corpus_lines(file, gold_limits);
  std::vector<GoldAlignment> out;
  out.reserve(lines.size());
  for (const std::string& line : lines)
    out.push_back(parse_gold_line(line, file.string() + ":" + std::to_string(out.size() + 1)));
  return out;
}

std::string format_pharaoh(const Alignment& alignment) {
  std::string out;
  for (const AlignmentLink& link : alignment) {
    if (!out.empty()) out += ' ';
    out += std::to_string(link.source) + "-" + std::to_string(link.target);
  }
  return out;
}

void AerCounts::add(const Alignment& predicted_links, const GoldAlignment& gold) {
  predicted += std::int64_t(predicted_links.size());
  sure += std::int64_t(gold.sure.size());
  predicted_sure += intersection(predicted_links, gold.sure);
  predicted_possible += intersection(predicted_links, gold.possible);
}

double AerCounts::aer() const {
  if (predicted + sure == 0) return 1.0;
  return 1.0 - double(predicted_sure + predicted_possible) / double(predicted + sure);
}

double AerCounts::precision() const {
  return predicted > 0 ? double(predicted_possible) / double(predicted) : 0.0;
}

double AerCounts::recall() const { return sure > 0 ? double(predicted_sure) / double(sure) : 0.0; }

WordCrossAttention word_cross_attention(const Inspection& inspection, AlignmentStep step) {
  const std::vector<std::string>& row_pieces =
      step == AlignmentStep::kOutput ? inspection.output_pieces : inspection.target_pieces;
  const WordSpans source = group_pieces_into_words(inspection.source_pieces);
  const WordSpans target = group_pieces_into_words(row_pieces);
  const AttentionMaps& maps = inspection.attention;
  if (int(inspection.source_pieces.size()) != maps.source_length ||
      int(row_pieces.size()) != maps.target_length)
    throw Error("alignment: the inspection's pieces do not match its attention maps");
  std::vector<int> source_keep, target_keep;
  WordCrossAttention out;
  out.heads = maps.heads;
  for (int w = 0; w < source.size(); ++w)
    if (!is_eos_or_bos(source.words[std::size_t(w)])) {
      source_keep.push_back(w);
      out.source_words.push_back(source.words[std::size_t(w)]);
    }
  for (int w = 0; w < target.size(); ++w)
    if (!is_eos_or_bos(target.words[std::size_t(w)])) {
      target_keep.push_back(w);
      out.target_words.push_back(target.words[std::size_t(w)]);
    }
  const std::size_t pieces_block = row_pieces.size() * inspection.source_pieces.size();
  const std::size_t S = source_keep.size(), T = target_keep.size();
  for (const auto& layer : maps.cross) {
    if (layer.size() != pieces_block * std::size_t(maps.heads))
      throw Error("alignment: a cross-attention layer does not match the sentence's pieces");
    std::vector<float> words(std::size_t(maps.heads) * T * S);
    for (int h = 0; h < maps.heads; ++h) {
      const auto merged = merge_map_to_words(
          std::span(layer).subspan(pieces_block * std::size_t(h), pieces_block), target, source);
      for (std::size_t t = 0; t < T; ++t)
        for (std::size_t s = 0; s < S; ++s)
          words[(std::size_t(h) * T + t) * S + s] =
              merged[std::size_t(target_keep[t]) * std::size_t(source.size()) + std::size_t(source_keep[s])];
    }
    out.layers.push_back(std::move(words));
  }
  return out;
}

Alignment argmax_alignment(std::span<const float> map, int target_words, int source_words) {
  if (map.size() != std::size_t(target_words) * std::size_t(source_words))
    throw Error("alignment: a map does not match its word counts");
  Alignment a;
  if (source_words == 0) return a;
  for (int t = 0; t < target_words; ++t) {
    const float* row = map.data() + std::size_t(t) * std::size_t(source_words);
    a.push_back({int(std::max_element(row, row + source_words) - row), t});
  }
  normalise(a);
  return a;
}

Alignment head_alignment(const WordCrossAttention& words, int layer, int head) {
  return mean_heads_alignment(words, {{AttentionKind::kCross, layer, head}});
}

Alignment mean_heads_alignment(const WordCrossAttention& words, const std::vector<HeadRef>& heads) {
  if (heads.empty()) throw Error("alignment: no heads chosen");
  const std::size_t T = words.target_words.size(), S = words.source_words.size();
  std::vector<float> mean(T * S, 0.0f);
  for (const HeadRef& h : heads) {
    if (h.layer < 0 || h.layer >= int(words.layers.size()) || h.head < 0 || h.head >= words.heads)
      throw Error("alignment: there is no cross-attention layer " + std::to_string(h.layer + 1) + " head " +
                  std::to_string(h.head + 1) + " (the model has " + std::to_string(words.layers.size()) +
                  " layers of " + std::to_string(words.heads) + " heads)");
    const float* map = words.layers[std::size_t(h.layer)].data() + std::size_t(h.head) * T * S;
    for (std::size_t i = 0; i < T * S; ++i) mean[i] += map[i];
  }
  return argmax_alignment(mean, int(T), int(S));
}

std::vector<HeadRef> every_cross_head(int layers, int heads) {
  std::vector<HeadRef> all;
  for (int l = 0; l < layers; ++l)
    for (int h = 0; h < heads; ++h) all.push_back({AttentionKind::kCross, l, h});
  return all;
}

AlignmentReport align_pairs(Translator& translator, const std::vector<std::string>& sources,
                            const std::vector<std::string>& targets, const std::vector<GoldAlignment>* gold,
                            const AlignmentOptions& options, const AnalysisControl& control) {
  if (sources.size() != targets.size())
    throw Error("alignment: " + std::to_string(sources.size()) + " sources but " +
                std::to_string(targets.size()) + " targets");
  if (sources.empty()) throw Error("alignment: no sentence pairs");
  if (gold && gold->size() != sources.size())
    throw Error("alignment: the gold file has " + std::to_string(gold->size()) + " lines but there are " +
                std::to_string(sources.size()) + " sentence pairs");
  const ModelConfig& c = translator.model().config;
  AlignmentReport r;
  r.layers = c.decoder_layers;
  r.heads = options.evidence == AlignmentEvidence::kAlti ? 1 : c.n_heads;
  std::vector<HeadRef> chosen = options.heads.empty() ? every_cross_head(r.layers, r.heads) : options.heads;
  // ALTI+'s layers are cumulative: the last one has seen every layer's mixing.
  if (options.heads.empty() && options.evidence == AlignmentEvidence::kAlti && r.layers > 0)
    chosen = {{AttentionKind::kCross, r.layers - 1, 0}};
  if (gold) {
    r.scored = true;
    r.grid.assign(std::size_t(r.layers), std::vector<AerCounts>(std::size_t(r.heads)));
    r.layer_means.assign(std::size_t(r.layers), {});
  }
  // Pairs with a blank side cannot be decoded: they get no links (and miss every gold link they have).
  std::vector<std::size_t> decodable;
  for (std::size_t i = 0; i < sources.size(); ++i)
    if (whitespace_words(sources[i]) > 0 && whitespace_words(targets[i]) > 0) decodable.push_back(i);
  r.alignments.assign(sources.size(), {});
  constexpr std::size_t kBatch = 32;
  for (std::size_t b0 = 0; b0 < decodable.size(); b0 += kBatch) {
    if (control.cancel && control.cancel->load()) throw Error("cancelled");
    const std::size_t b1 = std::min(decodable.size(), b0 + kBatch);
    std::vector<std::string> src, tgt;
    for (std::size_t b = b0; b < b1; ++b) {
      src.push_back(sources[decodable[b]]);
      tgt.push_back(targets[decodable[b]]);
    }
    std::vector<Inspection> inspections = translator.inspect_pairs(src, tgt);
    for (std::size_t b = b0; b < b1; ++b) {
      const std::size_t i = decodable[b];
      Inspection& inspection = inspections[b - b0];
      if (options.evidence != AlignmentEvidence::kAttention)
        inspection.attention = token_contributions(
            trace_forward(translator, sources[i], targets[i]), translator.model(),
            options.evidence == AlignmentEvidence::kAlti ? ContributionKind::kAlti
                                                         : ContributionKind::kValueWeighted);
      const WordCrossAttention words = word_cross_attention(inspection, options.step);
      const int S = int(words.source_words.size()), T = int(words.target_words.size());
      if (S != whitespace_words(sources[i]) || T != whitespace_words(targets[i]))
        r.mismatched_pairs.push_back(int(i));
      r.alignments[i] = mean_heads_alignment(words, chosen);
      if (!gold) continue;
      const GoldAlignment& g = (*gold)[i];
      for (const AlignmentLink& link : g.possible)
        if (link.source >= S || link.target >= T)
          throw Error("alignment: gold line " + std::to_string(i + 1) + " links " +
                      std::to_string(link.source) + "-" + std::to_string(link.target) + " but the pair has " +
                      std::to_string(S) + " source and " + std::to_string(T) + " target words");
      r.chosen.add(r.alignments[i], g);
      for (int l = 0; l < r.layers; ++l) {
        std::vector<HeadRef> layer_heads;
        for (int h = 0; h < r.heads; ++h) {
          r.grid[std::size_t(l)][std::size_t(h)].add(head_alignment(words, l, h), g);
          layer_heads.push_back({AttentionKind::kCross, l, h});
        }
        r.layer_means[std::size_t(l)].add(mean_heads_alignment(words, layer_heads), g);
      }
    }
    if (control.progress) control.progress(b1, decodable.size());
  }
  if (gold)
    for (std::size_t i = 0; i < sources.size(); ++i)
      if (!std::binary_search(decodable.begin(), decodable.end(), i)) {
        const GoldAlignment& g = (*gold)[i];
        r.chosen.add({}, g);
        for (auto& layer : r.grid)
          for (auto& head : layer) head.add({}, g);
        for (auto& layer : r.layer_means) layer.add({}, g);
      }
  if (gold) {
    double best = 2;
    for (int l = 0; l < r.layers; ++l)
      for (int h = 0; h < r.heads; ++h)
        if (r.grid[std::size_t(l)][std::size_t(h)].aer() < best) {
          best = r.grid[std::size_t(l)][std::size_t(h)].aer();
          r.best_head = {AttentionKind::kCross, l, h};
        }
    best = 2;
    for (int l = 0; l < r.layers; ++l)
      if (r.layer_means[std::size_t(l)].aer() < best) {
        best = r.layer_means[std::size_t(l)].aer();
        r.best_layer = l;
      }
  }
  return r;
}

}  // namespace attn
