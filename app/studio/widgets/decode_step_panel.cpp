#include "widgets/decode_step_panel.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <cmath>

#include "viewmodels/attention_math.h"
#include "viewmodels/word_level.h"
#include "widgets/attribution_panel.h"
#include "widgets/heatmap_widget.h"

namespace studio {

namespace {

QString pieceText(const std::string& piece) { return displayPieces({piece}).value(0); }

// A text bar for the probability column: readable in any theme and in exports.
QString bar(double p) { return QString(int(std::lround(p * 20)), QChar(0x2588)); }

}  // namespace

DecodeStepPanel::DecodeStepPanel(QWidget* parent) : QWidget(parent) {
  title_ = new QLabel;
  title_->setWordWrap(true);
  title_->setTextFormat(Qt::RichText);

  choices_ = new QTreeWidget;
  choices_->setColumnCount(3);
  choices_->setHeaderLabels({tr("Next token"), tr("p"), QString()});
  choices_->setRootIsDecorated(false);
  choices_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
  choices_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
  choices_->header()->setSectionResizeMode(2, QHeaderView::Stretch);
  choices_->setToolTip(
      tr("The ten most probable next tokens at this step. Double-click one to force it "
         "and let the model continue from there."));
  entropy_ = new QLabel;
  entropy_->setToolTip(
      tr("Entropy of the whole next-token distribution, H = −Σ p log₂ p. 0 bits: certain; "
         "each extra bit doubles the number of equally likely choices (perplexity 2^H)."));
  force_ = new QPushButton(tr("Force the selected token"));
  force_->setToolTip(
      tr("What if the model had said this? Keeps the translation up to this step, puts the "
         "selected token next and continues greedily."));
  word_ = new QLineEdit;
  word_->setPlaceholderText(tr("or type a word, e.g. sie"));
  force_word_ = new QPushButton(tr("Force word"));

  heads_ = new HeatmapWidget;
  setHeatmapTexts();
  heads_->setToolTip(
      tr("The cross-attention row of every head at this step: where each head of each decoder "
         "layer looks in the source while the model chooses this token."));

  auto* left = new QVBoxLayout;
  left->addWidget(choices_, 1);
  left->addWidget(entropy_);
  auto* force_row = new QHBoxLayout;
  force_row->addWidget(force_);
  force_row->addWidget(word_, 1);
  force_row->addWidget(force_word_);
  left->addLayout(force_row);
  auto* body = new QHBoxLayout;
  body->addLayout(left, 1);
  body->addWidget(heads_, 1);
  heads_->setMinimumHeight(160);  // under the translation's map, which needs the room more
  auto* choices_page = new QWidget;
  choices_page->setLayout(body);
  body->setContentsMargins(0, 0, 0, 0);
  attribution_ = new AttributionPanel;
  // The chips wrap to the width; a short panel scrolls rather than squeezing them.
  auto* attribution_scroll = new QScrollArea;
  attribution_scroll->setWidget(attribution_);
  attribution_scroll->setWidgetResizable(true);
  attribution_scroll->setFrameShape(QFrame::NoFrame);
  tabs_ = new QTabWidget;
  tabs_->setDocumentMode(true);
  tabs_->addTab(choices_page, QString());
  tabs_->addTab(attribution_scroll, QString());
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(title_);
  layout->addWidget(tabs_, 1);
  setHeatmapTexts();
  connect(tabs_, &QTabWidget::currentChanged, this, [this](int index) {
    if (index == 1) emit attributionTabShown();
  });

  connect(choices_, &QTreeWidget::itemSelectionChanged, this, &DecodeStepPanel::updateButtons);
  connect(choices_, &QTreeWidget::itemDoubleClicked, this,
          [this](QTreeWidgetItem* item) { forceChoice(choices_->indexOfTopLevelItem(item)); });
  connect(force_, &QPushButton::clicked, this, [this] {
    if (QTreeWidgetItem* item = choices_->currentItem()) forceChoice(choices_->indexOfTopLevelItem(item));
  });
  const auto force_typed = [this] {
    if (step_ >= 0 && !word_->text().trimmed().isEmpty())
      emit forceWordRequested(step_, word_->text().trimmed());
  };
  connect(force_word_, &QPushButton::clicked, this, force_typed);
  connect(word_, &QLineEdit::returnPressed, this, force_typed);
  connect(word_, &QLineEdit::textChanged, this, &DecodeStepPanel::updateButtons);
  showStep(nullptr, -1, false);
}

// The map keeps its axis titles as given: they are given again when the language changes.
void DecodeStepPanel::setHeatmapTexts() {
  heads_->setAxisTitles(tr("layer.head"), tr("source"));
  heads_->setValueName(tr("attention weight"));
  if (!tabs_) return;  // the first call comes before the tabs exist; the constructor calls again
  tabs_->setTabText(0, tr("Next tokens and heads"));
  tabs_->setTabText(1, tr("Attribution"));
  tabs_->setTabToolTip(1, tr("Which source and target-prefix tokens the choice at this step depends on: "
                             "gradient attribution, optionally against a contrast word."));
}

void DecodeStepPanel::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) setHeatmapTexts();
}

void DecodeStepPanel::showStep(const InferenceResultPtr& result, int step, bool words) {
  result_ = result;
  choices_->clear();
  const bool valid = result && result->has_inspection && step >= 0 && step < int(result->steps.size()) &&
                     result->steps.size() == result->inspection.output_pieces.size();
  step_ = valid ? step : -1;
  if (!valid) {
    title_->setText(tr("Choose a step (a row of the map) to see what the model could have said there."));
    entropy_->clear();
    heads_->setMatrix({}, 0, 0);
    heads_->setTitle(QString());
    updateButtons();
    return;
  }
  const attn::Inspection& in = result->inspection;
  const attn::DecodeStep& s = result->steps[std::size_t(step)];
  QStringList prefix;
  for (int i = 0; i <= step && i < int(in.target_pieces.size()); ++i)
    prefix << pieceText(in.target_pieces[i]);
  title_->setText(tr("<b>Step %1 of %2.</b> After “%3” the model says <b>%4</b> (p = %5).")
                      .arg(step + 1)
                      .arg(result->steps.size())
                      .arg(prefix.join(QLatin1Char(' ')).toHtmlEscaped(),
                           pieceText(in.output_pieces[std::size_t(step)]).toHtmlEscaped())
                      .arg(s.chosen_probability, 0, 'f', 3));
  for (const attn::NextTokenChoice& c : s.top) {
    auto* item = new QTreeWidgetItem(choices_);
    item->setText(0, pieceText(c.piece));
    item->setText(1, QString::number(c.probability, 'f', 3));
    item->setText(2, bar(c.probability));
    item->setData(0, Qt::UserRole, c.id);
    item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    if (c.id == s.chosen) {
      QFont bold = item->font(0);
      bold.setBold(true);
      for (int col = 0; col < 3; ++col) item->setFont(col, bold);
      item->setToolTip(0, tr("The token the translation has here."));
    }
  }
  entropy_->setText(tr("Entropy %1 bits (perplexity %2)")
                        .arg(s.entropy_bits, 0, 'f', 2)
                        .arg(std::exp2(s.entropy_bits), 0, 'f', 1));

  // Every head's row at this step: rows layer.head, columns the source (pieces or words).
  const attn::AttentionMaps& maps = in.attention;
  const int layers = int(maps.cross.size()), heads = maps.heads;
  const int keys = maps.source_length, queries = maps.target_length;
  const attn::WordSpans source_words = attn::group_pieces_into_words(in.source_pieces);
  const attn::WordSpans one_row = attn::group_pieces_into_words({"▁row"});
  const int columns = words ? source_words.size() : keys;
  std::vector<float> rows;
  QStringList row_labels;
  for (int l = 0; l < layers; ++l)
    for (int h = 0; h < heads; ++h) {
      const float* row = maps.cross[std::size_t(l)].data() + (std::size_t(h) * queries + step) * keys;
      std::vector<float> values(row, row + keys);
      if (words) values = mergeRowsAndColumns(values, one_row, source_words);
      rows.insert(rows.end(), values.begin(), values.end());
      row_labels << tr("%1.%2").arg(l + 1).arg(h + 1);
    }
  heads_->setMatrix(std::move(rows), layers * heads, columns);
  heads_->setRowLabels(row_labels);
  heads_->setColumnLabels(words ? wordLabels(source_words) : displayPieces(in.source_pieces));
  heads_->setValueRange(0.0f, 1.0f);
  heads_->setTitle(tr("Every head at step %1").arg(step + 1));
  updateButtons();
}

bool DecodeStepPanel::attributionShown() const { return tabs_->currentIndex() == 1; }

void DecodeStepPanel::showAttributionTab(bool shown) { tabs_->setCurrentIndex(shown ? 1 : 0); }

void DecodeStepPanel::forceChoice(int row) {
  if (step_ < 0 || row < 0 || row >= choices_->topLevelItemCount()) return;
  emit forceTokenRequested(step_, choices_->topLevelItem(row)->data(0, Qt::UserRole).toInt());
}

void DecodeStepPanel::updateButtons() {
  force_->setEnabled(step_ >= 0 && choices_->currentItem() != nullptr);
  force_word_->setEnabled(step_ >= 0 && !word_->text().trimmed().isEmpty());
  word_->setEnabled(step_ >= 0);
}

}  // namespace studio
