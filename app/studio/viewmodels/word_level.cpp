#include "viewmodels/word_level.h"

#include <QCoreApplication>
#include <span>

namespace studio {

WordLevelInspection mergeInspectionToWords(const attn::Inspection& inspection) {
  WordLevelInspection w;
  w.source = attn::group_pieces_into_words(inspection.source_pieces);
  w.queries = attn::group_pieces_into_words(inspection.target_pieces);
  w.outputs = attn::group_pieces_into_words(inspection.output_pieces);
  w.attention = attn::merge_attention_to_words(inspection.attention, w.source, w.queries);
  // Input and output words are the same target shifted by one, so they are as many.
  if (w.outputs.size() != w.queries.size()) return w;
  const attn::AttentionMaps& maps = inspection.attention;
  const std::size_t head_size = std::size_t(maps.target_length) * std::size_t(maps.source_length);
  for (std::size_t l = 0; l < maps.cross.size(); ++l) {
    std::vector<float> layer;
    for (int h = 0; h < maps.heads; ++h) {
      const std::span<const float> map(maps.cross[l].data() + std::size_t(h) * head_size, head_size);
      const std::vector<float> merged = attn::merge_map_to_words(map, w.outputs, w.source);
      layer.insert(layer.end(), merged.begin(), merged.end());
    }
    w.attention.cross[l] = std::move(layer);
  }
  return w;
}

std::vector<float> mergeRowsAndColumns(const std::vector<float>& map, const attn::WordSpans& row_words,
                                       const attn::WordSpans& column_words) {
  return attn::merge_map_to_words(map, row_words, column_words);
}

QStringList wordLabels(const attn::WordSpans& words) {
  QStringList labels;
  for (const std::string& w : words.words) labels << QString::fromStdString(w);
  return labels;
}

QString wordMergeLegend() {
  return QCoreApplication::translate(
      "studio",
      "Words: the weights to the pieces of an attended word are summed; the rows of the pieces of an "
      "attending word are averaged (the usual convention), so each row still sums to 1.");
}

}  // namespace studio
