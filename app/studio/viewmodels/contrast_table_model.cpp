#include "viewmodels/contrast_table_model.h"

#include <QBrush>
#include <QColor>
#include <QGuiApplication>
#include <algorithm>
#include <numeric>

#include "core/theme.h"

namespace studio {

void ContrastTableModel::setItems(std::vector<attn::ContrastItem> items,
                                  std::vector<attn::ContrastScore> scores) {
  beginResetModel();
  items_ = std::move(items);
  scores_ = std::move(scores);
  order_.resize(std::min(items_.size(), scores_.size()));
  std::iota(order_.begin(), order_.end(), std::size_t(0));
  std::stable_sort(order_.begin(), order_.end(),
                   [this](std::size_t a, std::size_t b) { return scores_[a].margin < scores_[b].margin; });
  endResetModel();
}

void ContrastTableModel::clear() { setItems({}, {}); }

int ContrastTableModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : int(order_.size());
}

int ContrastTableModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : kColumnCount;
}

QVariant ContrastTableModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const attn::ContrastItem& item = itemAt(index.row());
  const attn::ContrastScore& score = scoreAt(index.row());
  if (role == Qt::DisplayRole) {
    switch (index.column()) {
      case kMargin:
        return QString::number(score.margin, 'f', 3);
      case kCorrect:
        return score.correct() ? tr("yes") : tr("no");
      case kGroup:
        return QString::fromStdString(item.group);
      case kSource:
        return QString::fromStdString(item.source);
      case kPreferred:
        return QString::fromStdString(item.candidates[std::size_t(score.preferred)]);
      case kLine:
        return item.line;
      default:
        return {};
    }
  }
  if (role == Qt::ForegroundRole && index.column() <= kCorrect)
    return QBrush(score.correct() ? rightTextColor(QGuiApplication::palette())
                                  : wrongTextColor(QGuiApplication::palette()));
  if (role == Qt::TextAlignmentRole && (index.column() == kMargin || index.column() == kLine))
    return int(Qt::AlignRight | Qt::AlignVCenter);
  if (role == Qt::ToolTipRole) {
    QString tip = tr("Line %1. Double-click to open this item in the probe.").arg(item.line);
    for (std::size_t c = 0; c < item.candidates.size() && c < score.log_probs.size(); ++c)
      tip += QStringLiteral("\n%1 %2  %3")
                 .arg(c == 0 ? QStringLiteral("✓") : QStringLiteral("✗"))
                 .arg(score.log_probs[c], 0, 'f', 3)
                 .arg(QString::fromStdString(item.candidates[c]));
    return tip;
  }
  return {};
}

QVariant ContrastTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
    return QAbstractTableModel::headerData(section, orientation, role);
  switch (section) {
    case kMargin:
      return tr("Margin");
    case kCorrect:
      return tr("Right");
    case kGroup:
      return tr("Group");
    case kSource:
      return tr("Source");
    case kPreferred:
      return tr("Preferred translation");
    case kLine:
      return tr("Line");
    default:
      return {};
  }
}

}  // namespace studio
