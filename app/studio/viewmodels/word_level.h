// The views' tokens / words switch. In words mode the subword pieces are merged into the words the user typed
// (attn::merge_attention_to_words): the weights to an attended word's pieces are summed and the rows of an
// attending word's pieces averaged, so every row still sums to 1.
#pragma once

#include <QString>
#include <QStringList>

#include "attention/translator.h"
#include "attention/words.h"

namespace studio {

// An inspection seen at word level: the labels of each axis and the merged maps. Decoder self-attention is
// grouped by the words of the target as fed to the decoder (<s> y_1 .. y_m); cross-attention rows by the word
// each decoding step outputs (y_1 .. y_m </s>), so the row of "es" is the step that chose es.
struct WordLevelInspection {
  attn::WordSpans source, queries, outputs;
  attn::AttentionMaps attention;
};
WordLevelInspection mergeInspectionToWords(const attn::Inspection& inspection);

// One map (rows x keys, row-major) with its rows grouped by `row_words` and its columns by `column_words`.
std::vector<float> mergeRowsAndColumns(const std::vector<float>& map, const attn::WordSpans& row_words,
                                       const attn::WordSpans& column_words);

QStringList wordLabels(const attn::WordSpans& words);

// The legend line that states the convention, for every view that offers words.
QString wordMergeLegend();

}  // namespace studio
