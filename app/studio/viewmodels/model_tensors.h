// The Model view's tensor list, as Netron shows it: every weight tensor of the loaded model with its name,
// shape and the dtype stored in model.safetensors, and the distribution of one tensor's values.
#pragma once

#include <QList>
#include <QMap>
#include <QString>
#include <QVector>
#include <cstdint>
#include <span>

namespace attn {
struct Model;
}

namespace studio {

struct TensorSummary {
  QString name;  // the safetensors name, e.g. "encoder.layers.0.self_attn.q_proj.weight"
  QList<qint64> shape;
  QString dtype;  // as stored on disk ("F16", "F32"); "F32" for a model that has no file yet
  qint64 values = 0;
  qint64 offset = 0;  // into Model::parameters
};

// Tensor name -> dtype from the header of `safetensors_path` (the header alone is read); empty when the
// file is missing or unreadable.
QMap<QString, QString> storedTensorDtypes(const QString& safetensors_path);

// Every tensor of `model` in its layout order; `stored_dtypes` from storedTensorDtypes().
QList<TensorSummary> tensorSummaries(const attn::Model& model, const QMap<QString, QString>& stored_dtypes);

// "512 × 256".
QString shapeText(const QList<qint64>& shape);

struct ValueHistogram {
  double min = 0, max = 0, mean = 0, stddev = 0;
  QVector<qint64> counts;  // equal-width bins from min to max
};

ValueHistogram histogramOf(std::span<const float> values, int bins);

}  // namespace studio
