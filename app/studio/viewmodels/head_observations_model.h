// The sentences behind one head of the head finder: one row per sentence the head was measured on, whether
// it was right (more weight to the antecedent than to the other person, by more than the tie margin), the
// sentence, both people, both weights, their margin and the model's translation. Sort and filter through a
// proxy: Qt::UserRole gives sortable values (the verdict as 1 = right, 0.5 = a near tie, 0 = wrong).
#pragma once

#include <QAbstractTableModel>
#include <memory>
#include <vector>

#include "attention/antecedent_heads.h"
#include "viewmodels/antecedent_margin.h"

namespace studio {

class HeadObservationsModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column {
    kVerdict,
    kSentence,
    kAntecedent,
    kDistractor,
    kAntecedentWeight,
    kDistractorWeight,
    kMargin,
    kTranslation,
    kColumnCount
  };

  explicit HeadObservationsModel(QObject* parent = nullptr);

  void setReport(std::shared_ptr<const attn::AntecedentReport> report,
                 std::shared_ptr<const std::vector<attn::AntecedentItem>> items);
  // Chooses the head (layer -1: none). `heads_per_layer` indexes the observations' weight vectors.
  void setHead(attn::HeadKind kind, int layer, int head, int heads_per_layer);

  attn::HeadKind kind() const { return kind_; }
  int layer() const { return layer_; }
  int head() const { return head_; }
  // A margin (antecedent weight − distractor weight) within ±tie_margin is a tie
  // (viewmodels/antecedent_margin.h).
  void setTieMargin(double tie_margin);
  double tieMargin() const { return tie_margin_; }
  int rightCount() const { return right_; }
  int tieCount() const { return ties_; }
  int wrongCount() const { return int(rows_.size()) - right_ - ties_; }

  // Per row (source order, not the proxy's).
  bool isRight(int row) const;
  AntecedentVerdict verdict(int row) const;
  int itemIndex(int row) const;
  QString sentence(int row) const;
  QString translation(int row) const;
  float antecedentWeight(int row) const;
  float distractorWeight(int row) const;

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  struct Row {
    int observation = 0;
    float antecedent = 0, distractor = 0;
  };
  const attn::AntecedentItem* itemOf(int row) const;
  void rebuild();

  std::shared_ptr<const attn::AntecedentReport> report_;
  std::shared_ptr<const std::vector<attn::AntecedentItem>> items_;
  attn::HeadKind kind_ = attn::HeadKind::kEncoderSelf;
  int layer_ = -1, head_ = -1, heads_per_layer_ = 0;
  std::vector<Row> rows_;
  double tie_margin_ = 0;
  int right_ = 0, ties_ = 0;
};

// The word at `index` of a sentence split at spaces, without the punctuation around it ("nurse," -> "nurse").
QString sentenceWord(const std::string& sentence, int index);

}  // namespace studio
