// Attention maps as data files, functions of the maps (testable without widgets): the long CSV (one labelled
// row per kind, layer, head, query and key, layers and heads from 1) and the nested JSON array
// (layers x heads x queries x keys, rows = queries) that the Attention view writes.
#pragma once

#include <QJsonArray>
#include <QString>
#include <QStringList>

#include "viewmodels/attention_math.h"

namespace studio {

QString attentionLongCsvHeader();
// The rows of one kind; `queries` and `keys` label the rows and columns (a missing label is empty).
QString attentionLongCsvRows(const attn::AttentionMaps& maps, AttentionKind kind, const QStringList& queries,
                             const QStringList& keys);
QJsonArray attentionMapsJson(const attn::AttentionMaps& maps, AttentionKind kind);

}  // namespace studio
