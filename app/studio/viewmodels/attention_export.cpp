#include "viewmodels/attention_export.h"

#include "core/atomic_write.h"

namespace studio {

namespace {

float weightAt(const std::vector<std::vector<float>>& maps, const AttentionShape& s, int layer, int head,
               int query, int key) {
  return maps[std::size_t(layer)]
             [(std::size_t(head) * std::size_t(s.queries) + std::size_t(query)) * std::size_t(s.keys) +
              std::size_t(key)];
}

}  // namespace

QString attentionLongCsvHeader() {
  return csvRow({QStringLiteral("kind"), QStringLiteral("layer"), QStringLiteral("head"),
                 QStringLiteral("query_index"), QStringLiteral("query_token"), QStringLiteral("key_index"),
                 QStringLiteral("key_token"), QStringLiteral("weight")});
}

QString attentionLongCsvRows(const attn::AttentionMaps& maps, AttentionKind kind, const QStringList& queries,
                             const QStringList& keys) {
  const AttentionShape s = shapeOf(maps, kind);
  const auto& weights = mapsOf(maps, kind);
  const QString kind_id = attentionKindKey(kind);
  QString csv;
  for (int l = 0; l < s.layers; ++l)
    for (int h = 0; h < s.heads; ++h)
      for (int q = 0; q < s.queries; ++q)
        for (int k = 0; k < s.keys; ++k)
          csv += csvRow({kind_id, QString::number(l + 1), QString::number(h + 1), QString::number(q + 1),
                         queries.value(q), QString::number(k + 1), keys.value(k),
                         QString::number(double(weightAt(weights, s, l, h, q, k)), 'g', 6)});
  return csv;
}

QJsonArray attentionMapsJson(const attn::AttentionMaps& maps, AttentionKind kind) {
  const AttentionShape s = shapeOf(maps, kind);
  const auto& weights = mapsOf(maps, kind);
  QJsonArray layers;
  for (int l = 0; l < s.layers; ++l) {
    QJsonArray heads;
    for (int h = 0; h < s.heads; ++h) {
      QJsonArray rows;
      for (int q = 0; q < s.queries; ++q) {
        QJsonArray row;
        for (int k = 0; k < s.keys; ++k) row.append(double(weightAt(weights, s, l, h, q, k)));
        rows.append(row);
      }
      heads.append(rows);
    }
    layers.append(heads);
  }
  return layers;
}

}  // namespace studio
