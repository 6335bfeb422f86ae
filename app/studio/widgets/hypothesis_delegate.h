// Paints an n-best row's text wrapped to the column, with the span where it differs from the best hypothesis
// highlighted (roles kSpanStartRole / kSpanLengthRole), so a long hypothesis is never cut off before the
// place where it differs.
#pragma once

#include <QStyledItemDelegate>

class QTreeView;

namespace studio {

class HypothesisDelegate : public QStyledItemDelegate {
  Q_OBJECT
 public:
  static constexpr int kSpanStartRole = Qt::UserRole + 10;
  static constexpr int kSpanLengthRole = Qt::UserRole + 11;

  // `view` gives the column width the text wraps to; the delegate re-lays it out when a column resizes.
  explicit HypothesisDelegate(QTreeView* view);

  void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
  QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

  // The row's text as HTML, the differing span marked.
  static QString html(const QModelIndex& index, const QPalette& palette);

 private:
  QTreeView* view_;
};

}  // namespace studio
