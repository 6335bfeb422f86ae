#include "viewmodels/head_observations_model.h"

#include <QBrush>
#include <QColor>
#include <QGuiApplication>
#include <QStringList>

#include "core/theme.h"

namespace studio {

QString sentenceWord(const std::string& sentence, int index) {
  const QStringList words = QString::fromStdString(sentence).split(QLatin1Char(' '));
  if (index < 0 || index >= words.size()) return {};
  QString word = words[index];
  while (!word.isEmpty() && !word.front().isLetterOrNumber()) word.remove(0, 1);
  while (!word.isEmpty() && !word.back().isLetterOrNumber()) word.chop(1);
  return word;
}

HeadObservationsModel::HeadObservationsModel(QObject* parent) : QAbstractTableModel(parent) {}

void HeadObservationsModel::setReport(std::shared_ptr<const attn::AntecedentReport> report,
                                      std::shared_ptr<const std::vector<attn::AntecedentItem>> items) {
  report_ = std::move(report);
  items_ = std::move(items);
  layer_ = head_ = -1;
  rebuild();
}

void HeadObservationsModel::setHead(attn::HeadKind kind, int layer, int head, int heads_per_layer) {
  kind_ = kind;
  layer_ = layer;
  head_ = head;
  heads_per_layer_ = heads_per_layer;
  rebuild();
}

void HeadObservationsModel::setTieMargin(double tie_margin) {
  if (tie_margin == tie_margin_) return;
  tie_margin_ = tie_margin;
  rebuild();
}

void HeadObservationsModel::rebuild() {
  beginResetModel();
  rows_.clear();
  right_ = ties_ = 0;
  if (report_ && layer_ >= 0 && head_ >= 0) {
    const std::size_t k = std::size_t(layer_) * std::size_t(heads_per_layer_) + std::size_t(head_);
    for (int i = 0; i < int(report_->observations.size()); ++i) {
      const auto& o = report_->observations[std::size_t(i)];
      const bool encoder = kind_ == attn::HeadKind::kEncoderSelf;
      const auto& to_antecedent = encoder ? o.encoder_antecedent : o.cross_antecedent;
      const auto& to_distractor = encoder ? o.encoder_distractor : o.cross_distractor;
      if (k >= to_antecedent.size() || k >= to_distractor.size()) continue;  // not measured on this item
      rows_.push_back({i, to_antecedent[k], to_distractor[k]});
      const AntecedentVerdict v = antecedentVerdict(to_antecedent[k], to_distractor[k], tie_margin_);
      right_ += v == AntecedentVerdict::kRight ? 1 : 0;
      ties_ += v == AntecedentVerdict::kTie ? 1 : 0;
    }
  }
  endResetModel();
}

const attn::AntecedentItem* HeadObservationsModel::itemOf(int row) const {
  if (row < 0 || row >= int(rows_.size()) || !items_) return nullptr;
  const int item = report_->observations[std::size_t(rows_[std::size_t(row)].observation)].item;
  return item >= 0 && item < int(items_->size()) ? &(*items_)[std::size_t(item)] : nullptr;
}

AntecedentVerdict HeadObservationsModel::verdict(int row) const {
  if (row < 0 || row >= int(rows_.size())) return AntecedentVerdict::kWrong;
  return antecedentVerdict(rows_[std::size_t(row)].antecedent, rows_[std::size_t(row)].distractor,
                           tie_margin_);
}

bool HeadObservationsModel::isRight(int row) const { return verdict(row) == AntecedentVerdict::kRight; }

int HeadObservationsModel::itemIndex(int row) const {
  if (row < 0 || row >= int(rows_.size())) return -1;
  return report_->observations[std::size_t(rows_[std::size_t(row)].observation)].item;
}

QString HeadObservationsModel::sentence(int row) const {
  const attn::AntecedentItem* item = itemOf(row);
  return item ? QString::fromStdString(item->sentence) : QString();
}

QString HeadObservationsModel::translation(int row) const {
  if (row < 0 || row >= int(rows_.size())) return {};
  return QString::fromStdString(
      report_->observations[std::size_t(rows_[std::size_t(row)].observation)].translation);
}

float HeadObservationsModel::antecedentWeight(int row) const {
  return row >= 0 && row < int(rows_.size()) ? rows_[std::size_t(row)].antecedent : 0.0f;
}

float HeadObservationsModel::distractorWeight(int row) const {
  return row >= 0 && row < int(rows_.size()) ? rows_[std::size_t(row)].distractor : 0.0f;
}

int HeadObservationsModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : int(rows_.size());
}

int HeadObservationsModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : kColumnCount;
}

QVariant HeadObservationsModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= int(rows_.size())) return {};
  const int row = index.row();
  const Row& r = rows_[std::size_t(row)];
  const attn::AntecedentItem* item = itemOf(row);
  const AntecedentVerdict v = verdict(row);
  const double margin = double(r.antecedent) - double(r.distractor);
  switch (role) {
    case Qt::DisplayRole:
      switch (index.column()) {
        case kVerdict:
          return v == AntecedentVerdict::kRight ? tr("✓ right")
                 : v == AntecedentVerdict::kTie ? tr("≈ tie")
                                                : tr("✗ wrong");
        case kSentence:
          return sentence(row);
        case kAntecedent:
          return item ? sentenceWord(item->sentence, item->antecedent_word) : QString();
        case kDistractor:
          return item ? sentenceWord(item->sentence, item->distractor_word) : QString();
        case kAntecedentWeight:
          return QString::number(double(r.antecedent), 'f', 4);
        case kDistractorWeight:
          return QString::number(double(r.distractor), 'f', 4);
        case kMargin:
          return QString::number(margin, 'f', 4);
        case kTranslation:
          return translation(row);
        default:
          return {};
      }
    case Qt::UserRole:
      switch (index.column()) {
        case kVerdict:  // right 1, a near tie ½, wrong 0: sorts right first, ties between
          return v == AntecedentVerdict::kRight ? 1.0 : v == AntecedentVerdict::kTie ? 0.5 : 0.0;
        case kMargin:
          return margin;
        case kAntecedentWeight:
          return double(r.antecedent);
        case kDistractorWeight:
          return double(r.distractor);
        default:
          return data(index, Qt::DisplayRole);
      }
    case Qt::ForegroundRole:
      if (index.column() == kVerdict && v != AntecedentVerdict::kTie)
        return QBrush(v == AntecedentVerdict::kRight ? rightTextColor(QGuiApplication::palette())
                                                     : wrongTextColor(QGuiApplication::palette()));
      return {};
    case Qt::TextAlignmentRole:
      if (index.column() == kAntecedentWeight || index.column() == kDistractorWeight ||
          index.column() == kMargin)
        return int(Qt::AlignRight | Qt::AlignVCenter);
      return {};
    case Qt::ToolTipRole:
      if (index.column() == kVerdict || index.column() == kMargin)
        return tr("Margin %1 (weight to the antecedent minus weight to the other person). Within ±%2 it "
                  "counts as a tie, which is not right.")
            .arg(margin, 0, 'f', 4)
            .arg(tie_margin_, 0, 'f', 4);
      if (index.column() == kSentence || index.column() == kTranslation)
        return tr("%1\n→ %2\nDouble-click to open it in the Attention view with this head selected.")
            .arg(sentence(row), translation(row));
      return {};
    default:
      return {};
  }
}

QVariant HeadObservationsModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
    return QAbstractTableModel::headerData(section, orientation, role);
  switch (section) {
    case kVerdict:
      return tr("Head");
    case kSentence:
      return tr("Sentence");
    case kAntecedent:
      return tr("Antecedent");
    case kDistractor:
      return tr("Other person");
    case kAntecedentWeight:
      return tr("Weight → antecedent");
    case kDistractorWeight:
      return tr("Weight → other");
    case kMargin:
      return tr("Margin");
    case kTranslation:
      return tr("Model's translation");
    default:
      return {};
  }
}

}  // namespace studio
