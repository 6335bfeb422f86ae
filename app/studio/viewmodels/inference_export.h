// A translated sentence as data, functions of the result (testable without widgets): the candidates with
// their scores, every decoding step (the token chosen, its probability, the entropy and the ten most probable
// next tokens) and what a what-if forced; and a labelled matrix (the Translate view's heat map) as CSV or
// JSON.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <vector>

#include "viewmodels/inference_types.h"

namespace studio {

QJsonArray candidatesJson(const InferenceResult& result);
QJsonArray decodeStepsJson(const InferenceResult& result);
// {step, forced_token, based_on} (steps from 1); empty unless the result is a what-if.
QJsonObject whatIfJson(const InferenceResult& result);

// `values`: rows x columns, row-major. The CSV's first row is `corner` and the column labels; each row starts
// with its label (empty where a label is missing).
QString labelledMatrixCsv(const QString& corner, const QStringList& row_labels,
                          const QStringList& column_labels, int rows, int columns,
                          const std::vector<float>& values);
QJsonArray matrixJson(int rows, int columns, const std::vector<float>& values);

}  // namespace studio
