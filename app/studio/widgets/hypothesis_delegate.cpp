#include "widgets/hypothesis_delegate.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QHeaderView>
#include <QPainter>
#include <QTextDocument>
#include <QTreeView>
#include <algorithm>
#include <cmath>

namespace studio {

namespace {

constexpr int kMargin = 3;

void layOut(QTextDocument& doc, const QString& html, const QFont& font, double width) {
  doc.setDefaultFont(font);
  doc.setDocumentMargin(kMargin);
  doc.setHtml(html);
  doc.setTextWidth(std::max(40.0, width));
}

}  // namespace

HypothesisDelegate::HypothesisDelegate(QTreeView* view) : QStyledItemDelegate(view), view_(view) {
  // Wrapped rows change height with the column width.
  connect(view->header(), &QHeaderView::sectionResized, view, [view] { view->doItemsLayout(); });
}

QString HypothesisDelegate::html(const QModelIndex& index, const QPalette& palette) {
  const QString text = index.data(Qt::DisplayRole).toString();
  const int start = index.data(kSpanStartRole).toInt();
  const int length = index.data(kSpanLengthRole).toInt();
  if (length <= 0 || start < 0 || start + length > text.size()) return text.toHtmlEscaped();
  QColor mark = palette.color(QPalette::Highlight);
  mark.setAlphaF(0.3f);
  return text.left(start).toHtmlEscaped() +
         QStringLiteral("<span style=\"background-color: %1; font-weight: bold\">%2</span>")
             .arg(mark.name(QColor::HexArgb), text.mid(start, length).toHtmlEscaped()) +
         text.mid(start + length).toHtmlEscaped();
}

void HypothesisDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                               const QModelIndex& index) const {
  QStyleOptionViewItem opt = option;
  initStyleOption(&opt, index);
  const QString html_text = html(index, opt.palette);
  opt.text.clear();
  const QWidget* widget = opt.widget;
  QStyle* style = widget ? widget->style() : QApplication::style();
  style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);  // background and selection

  QTextDocument doc;
  layOut(doc, html_text, opt.font, opt.rect.width());
  QAbstractTextDocumentLayout::PaintContext context;
  context.palette = opt.palette;
  const bool selected = opt.state & QStyle::State_Selected;
  context.palette.setColor(QPalette::Text,
                           opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
  painter->save();
  painter->translate(opt.rect.topLeft());
  painter->setClipRect(QRect(QPoint(0, 0), opt.rect.size()));
  doc.documentLayout()->draw(painter, context);
  painter->restore();
}

QSize HypothesisDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
  QTextDocument doc;
  const int width = view_->columnWidth(index.column());
  layOut(doc, html(index, option.palette), option.font, width > 0 ? width : 300);
  return QSize(int(doc.idealWidth()), int(std::ceil(doc.size().height())));
}

}  // namespace studio
