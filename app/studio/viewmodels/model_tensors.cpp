#include "viewmodels/model_tensors.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QtEndian>
#include <algorithm>
#include <cmath>

#include "attention/model.h"
#include "attention/parameters.h"

namespace studio {

QMap<QString, QString> storedTensorDtypes(const QString& safetensors_path) {
  QMap<QString, QString> dtypes;
  QFile file(safetensors_path);
  if (!file.open(QIODevice::ReadOnly)) return dtypes;
  const QByteArray length_bytes = file.read(8);
  if (length_bytes.size() != 8) return dtypes;
  const quint64 length = qFromLittleEndian<quint64>(length_bytes.constData());
  if (length == 0 || length > quint64(file.size()) || length > (quint64(1) << 26)) return dtypes;
  const QJsonObject header = QJsonDocument::fromJson(file.read(qint64(length))).object();
  for (auto it = header.begin(); it != header.end(); ++it) {
    const QString dtype = it.value().toObject().value(QStringLiteral("dtype")).toString();
    if (!dtype.isEmpty()) dtypes.insert(it.key(), dtype);
  }
  return dtypes;
}

QList<TensorSummary> tensorSummaries(const attn::Model& model, const QMap<QString, QString>& stored_dtypes) {
  QList<TensorSummary> tensors;
  const attn::ParameterLayout layout(model.config);
  for (const attn::ParameterInfo& p : layout.parameters()) {
    TensorSummary t;
    t.name = QString::fromStdString(p.name);
    for (const std::int64_t d : p.shape) t.shape.append(qint64(d));
    t.dtype = stored_dtypes.value(t.name, QStringLiteral("F32"));
    t.values = qint64(p.size);
    t.offset = qint64(p.offset);
    tensors.append(t);
  }
  return tensors;
}

QString shapeText(const QList<qint64>& shape) {
  QStringList dims;
  for (const qint64 d : shape) dims << QString::number(d);
  return dims.isEmpty() ? QCoreApplication::translate("studio", "scalar") : dims.join(QStringLiteral(" × "));
}

ValueHistogram histogramOf(std::span<const float> values, int bins) {
  ValueHistogram h;
  h.counts.fill(0, std::max(bins, 1));
  if (values.empty()) return h;
  const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
  h.min = *lo;
  h.max = *hi;
  double sum = 0, sum_sq = 0;
  for (const float v : values) sum += v, sum_sq += double(v) * v;
  const double n = double(values.size());
  h.mean = sum / n;
  h.stddev = std::sqrt(std::max(0.0, sum_sq / n - h.mean * h.mean));
  const double width = (h.max - h.min) / double(h.counts.size());
  for (const float v : values) {
    // Constant tensors (a fresh norm's gain) fall into the first bin.
    const int bin = width > 0 ? int((v - h.min) / width) : 0;
    ++h.counts[std::clamp(bin, 0, int(h.counts.size()) - 1)];
  }
  return h;
}

}  // namespace studio
