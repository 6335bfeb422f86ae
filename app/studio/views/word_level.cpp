#include "views/word_level.h"

#include <QCoreApplication>

namespace studio {

WordLevelInspection mergeInspectionToWords(const attn::Inspection& inspection) {
  WordLevelInspection w;
  w.source = attn::group_pieces_into_words(inspection.source_pieces);
  w.queries = attn::group_pieces_into_words(inspection.target_pieces);
  w.outputs = attn::group_pieces_into_words(inspection.output_pieces);
  w.attention = attn::merge_attention_to_words(inspection.attention, w.source, w.queries);
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
