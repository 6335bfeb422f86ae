// The scored items of a contrastive batch as a table (margin, right or wrong, group, source, the preferred
// translation, file line), lowest margin first: the items the model gets most wrong come first.
#pragma once

#include <QAbstractTableModel>
#include <vector>

#include "attention/contrast.h"

namespace studio {

class ContrastTableModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { kMargin, kCorrect, kGroup, kSource, kPreferred, kLine, kColumnCount };

  using QAbstractTableModel::QAbstractTableModel;

  // `scores` may be shorter than `items` (a cancelled batch): only scored items are listed.
  void setItems(std::vector<attn::ContrastItem> items, std::vector<attn::ContrastScore> scores);
  void clear();

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

  // The row's item and score (rows are in margin order).
  const attn::ContrastItem& itemAt(int row) const { return items_[order_[std::size_t(row)]]; }
  const attn::ContrastScore& scoreAt(int row) const { return scores_[order_[std::size_t(row)]]; }

 private:
  std::vector<attn::ContrastItem> items_;
  std::vector<attn::ContrastScore> scores_;
  std::vector<std::size_t> order_;  // row -> item, by margin
};

}  // namespace studio
