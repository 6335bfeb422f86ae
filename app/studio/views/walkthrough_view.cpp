#include "views/walkthrough_view.h"

#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTabBar>
#include <QTimer>
#include <QVBoxLayout>

#include "attention/error.h"
#include "attention/translator.h"
#include "core/atomic_write.h"
#include "core/model_session.h"
#include "jobs/engine_jobs.h"
#include "views/walkthrough_matrix_panel.h"
#include "widgets/heatmap_widget.h"

namespace studio {

WalkthroughView::WalkthroughView(ModelSession* session, QWidget* parent)
    : StudioView(parent), session_(session), jobs_(new EngineJobs(session, this)) {
  sentence_ = new QLineEdit(this);
  sentence_->setPlaceholderText(tr("A sentence for the class"));
  layer_ = new QSpinBox(this);
  head_ = new QSpinBox(this);
  layer_->setPrefix(tr("layer "));
  head_->setPrefix(tr("head "));
  for (QSpinBox* box : {layer_, head_}) box->setRange(1, 1);
  previous_ = new QPushButton(tr("◀ Previous"), this);
  next_ = new QPushButton(tr("Next ▶"), this);
  previous_->setToolTip(tr("Previous step (Left arrow or Page Up)"));
  next_->setToolTip(tr("Next step (Right arrow or Page Down)"));

  auto* controls = new QHBoxLayout;
  controls->addWidget(sentence_, 1);
  controls->addWidget(layer_);
  controls->addWidget(head_);
  controls->addWidget(previous_);
  controls->addWidget(next_);

  steps_ = new QListWidget(this);
  steps_->addItems(walkthroughStepTitles());
  steps_->setObjectName(QStringLiteral("walkthroughSteps"));
  fitStepList();

  figure_ = new QWidget(this);
  title_ = new QLabel(figure_);
  QFont big = title_->font();
  big.setPointSizeF(big.pointSizeF() * 1.4);
  big.setBold(true);
  title_->setFont(big);
  formula_ = new QLabel(figure_);
  formula_->setTextFormat(Qt::RichText);
  QFont formula_font = formula_->font();
  formula_font.setPointSizeF(formula_font.pointSizeF() * 1.25);
  formula_->setFont(formula_font);
  explanation_ = new QLabel(figure_);
  explanation_->setWordWrap(true);
  shape_ = new QLabel(figure_);
  text_ = new QLabel;
  text_->setTextFormat(Qt::RichText);
  text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  for (QLabel* l : {title_, formula_, explanation_, text_}) l->setWordWrap(true);
  matrix_tabs_ = new QTabBar(figure_);
  matrix_tabs_->setObjectName(QStringLiteral("walkthroughMatrixTabs"));
  matrix_tabs_->setVisible(false);
  maps_area_ = new QWidget(figure_);
  maps_row_ = new QGridLayout(maps_area_);
  maps_row_->setContentsMargins(0, 0, 0, 0);
  maps_area_->installEventFilter(this);  // its height decides whether wide matrices stack
  auto* figure_layout = new QVBoxLayout(figure_);
  // The shape beside the title: a line less above the matrices (a 1024×768 projector has few to spare).
  auto* heading = new QHBoxLayout;
  heading->addWidget(title_, 1);
  heading->addWidget(shape_);
  figure_layout->addLayout(heading);
  figure_layout->addWidget(formula_);
  figure_layout->addWidget(explanation_);
  figure_layout->addWidget(matrix_tabs_);
  figure_layout->addWidget(maps_area_, 1);
  // A table of every token (steps 1 and 13) is taller than a 1024×768 projector's figure: it scrolls in
  // place, under the step's heading.
  text_area_ = new QScrollArea(figure_);
  text_area_->setObjectName(QStringLiteral("walkthroughText"));
  text_area_->setWidget(text_);
  text_area_->setWidgetResizable(true);
  text_area_->setFrameShape(QFrame::NoFrame);
  text_area_->setVisible(false);
  figure_layout->addWidget(text_area_, 1);

  auto* split = new QSplitter(this);
  split->addWidget(steps_);
  split->addWidget(figure_);
  split->setStretchFactor(1, 1);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(controls);
  layout->addWidget(split, 1);

  connect(steps_, &QListWidget::currentRowChanged, this, [this](int row) {
    if (row >= 0 && row != step_) setStep(row);
  });
  connect(matrix_tabs_, &QTabBar::currentChanged, this, [this] {
    arranged_ = false;
    arrangeMatrices();
  });
  connect(previous_, &QPushButton::clicked, this, [this] { setStep(step_ - 1); });
  connect(next_, &QPushButton::clicked, this, [this] { setStep(step_ + 1); });
  for (QSpinBox* box : {layer_, head_}) connect(box, &QSpinBox::valueChanged, this, [this] { showStep(); });
  // Only a typed sentence is traced again: editingFinished also comes with every focus loss, even while the
  // main window is being destroyed (its status bar already gone).
  connect(sentence_, &QLineEdit::editingFinished, this, [this] {
    if (!sentence_->isModified()) return;
    sentence_->setModified(false);
    session_->setSentence(sentence_->text());
    startTrace();
  });
  connect(session_, &ModelSession::modelChanged, this, &WalkthroughView::onModelChanged);
  // A sentence typed in another view is the class's sentence here too: traced now, or when shown.
  connect(session_, &ModelSession::sentenceChanged, this, [this](const QString& text) {
    if (text == sentence_->text()) return;
    sentence_->setText(text);
    if (isVisible())
      startTrace();
    else
      sentence_stale_ = true;
  });
  sentence_->setText(session_->sentence());
  connect(jobs_, &EngineJobs::busyChanged, this, &StudioView::busyChanged);
  connect(jobs_, &EngineJobs::failed, this, [this](const QString& error) {
    emit errorOccurred(tr("Could not trace the sentence: %1").arg(error));
  });
  steps_->setCurrentRow(step_);
  onModelChanged();
}

WalkthroughView::~WalkthroughView() {
  // The line edit outlives this class's members (children go with QWidget's destructor) and reports its
  // focus loss then: it must not start a trace on a destroyed watcher.
  sentence_->disconnect(this);
  disconnect(session_, nullptr, this, nullptr);
}

void WalkthroughView::onModelChanged() {
  const auto model = session_->model();
  if (!model) return;
  const QSignalBlocker block_layer(layer_), block_head(head_);
  layer_->setRange(1, std::max(model->config.encoder_layers, 1));
  head_->setRange(1, std::max(model->config.n_heads, 1));
  if (!session_->sentence().isEmpty()) sentence_->setText(session_->sentence());
  // Hidden, the trace waits until the walkthrough is shown: a model load need not run it for nothing.
  if (isVisible())
    startTrace();
  else
    sentence_stale_ = true;
}

void WalkthroughView::showEvent(QShowEvent* event) {
  StudioView::showEvent(event);
  if (parentWidget()) parentWidget()->installEventFilter(this);  // the tab's height (arrangeMatrices)
  if (!sentence_stale_) return;
  sentence_stale_ = false;
  startTrace();
}

void WalkthroughView::setInputText(const QString& text) {
  sentence_->setText(text);
  session_->setSentence(text);
  startTrace();
}

void WalkthroughView::startTrace() {
  const auto model = session_->model();
  const QString text = sentence_->text().trimmed();
  if (!model || text.isEmpty()) return;
  sentence_stale_ = false;
  emit statusMessage(tr("Tracing one forward pass…"));
  jobs_->run<std::shared_ptr<attn::ForwardTrace>>(
      [sentence = text.toStdString()](JobContext& job) {
        return std::make_shared<attn::ForwardTrace>(attn::trace_forward(job.translator, sentence));
      },
      [this](std::shared_ptr<attn::ForwardTrace> trace) {
        trace_ = std::move(trace);
        emit statusMessage(tr("Walkthrough: %1 source and %2 target tokens")
                               .arg(trace_->source_pieces.size())
                               .arg(trace_->target_pieces.size()));
        showStep();
      });
}

void WalkthroughView::setStep(int index) {
  step_ = std::clamp(index, 0, walkthroughStepCount() - 1);
  {
    const QSignalBlocker block_tabs(matrix_tabs_);  // a new step starts at its first matrix
    matrix_tabs_->setCurrentIndex(0);
  }
  const QSignalBlocker block(steps_);
  steps_->setCurrentRow(step_);
  showStep();
}

void WalkthroughView::setLayerAndHead(int layer, int head) {
  const QSignalBlocker block_layer(layer_), block_head(head_);
  layer_->setValue(layer + 1);
  head_->setValue(head + 1);
  showStep();
}

int WalkthroughView::layer() const { return layer_->value() - 1; }

int WalkthroughView::head() const { return head_->value() - 1; }

void WalkthroughView::fitStepList() {
  const int width = steps_->sizeHintForColumn(0) + 2 * steps_->frameWidth() +
                    steps_->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 8;
  steps_->setFixedWidth(width);
}

void WalkthroughView::changeEvent(QEvent* event) {
  StudioView::changeEvent(event);
  // After the event: the titles are re-translated in the same language change.
  if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
    QTimer::singleShot(0, this, [this] {
      fitStepList();
      showStep();  // the step's words in the new language, its matrices' windows for the new cell size
    });
}

bool WalkthroughView::eventFilter(QObject* watched, QEvent* event) {
  // After the resize, not inside it: arranging changes the layout that is being laid out.
  if (event->type() == QEvent::Resize && (watched == maps_area_ || watched == parentWidget()))
    QMetaObject::invokeMethod(this, &WalkthroughView::arrangeMatrices, Qt::QueuedConnection);
  return StudioView::eventFilter(watched, event);
}

bool WalkthroughView::presentationStep(int delta) {
  const int next = step_ + delta;
  if (next < 0 || next >= walkthroughStepCount()) return false;
  setStep(next);
  return true;
}

QList<HeatmapWidget*> WalkthroughView::heatmaps() const {
  QList<HeatmapWidget*> maps;
  for (WalkthroughMatrixPanel* panel : panels_) maps << panel->heatmap();
  return maps;
}

void WalkthroughView::keyPressEvent(QKeyEvent* event) {
  switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_PageDown:
      setStep(step_ + 1);
      return;
    case Qt::Key_Left:
    case Qt::Key_PageUp:
      setStep(step_ - 1);
      return;
    default:
      StudioView::keyPressEvent(event);
  }
}

void WalkthroughView::showStep() {
  previous_->setEnabled(step_ > 0);
  next_->setEnabled(step_ + 1 < walkthroughStepCount());
  if (!trace_) {
    title_->setText(walkthroughStepTitles()[step_]);
    explanation_->setText(tr("Type a sentence: the walkthrough follows it through the loaded model."));
    return;
  }
  // The decoder may have fewer layers than the encoder: steps on the decoder side use the nearest one.
  const auto model = session_->model();
  int layer = layer_->value() - 1;
  if (model && (step_ == 5 || step_ == 11)) layer = std::min(layer, model->config.decoder_layers - 1);
  shown_matrices_ = 0;
  try {
    current_ = walkthroughStep(*trace_, step_, {layer, head_->value() - 1});
  } catch (const std::exception& e) {
    emit errorOccurred(QString::fromUtf8(e.what()));
    return;
  }
  title_->setText(current_.title);
  formula_->setText(current_.formula);
  explanation_->setText(current_.explanation);
  shape_->setText(tr("Shape: %1").arg(current_.shape));
  text_->setText(current_.text);
  text_area_->setVisible(!current_.text.isEmpty());
  maps_area_->setVisible(!current_.matrices.empty());
  while (panels_.size() < int(current_.matrices.size()))
    panels_.append(new WalkthroughMatrixPanel(maps_area_));
  shown_matrices_ = int(current_.matrices.size());
  for (int i = 0; i < panels_.size(); ++i) {
    if (i < shown_matrices_) panels_[i]->setMatrix(current_.matrices[std::size_t(i)]);
    panels_[i]->setVisible(i < shown_matrices_);
  }
  arranged_ = false;
  arrangeMatrices();
}

void WalkthroughView::arrangeMatrices() {
  const int n = std::min(shown_matrices_, int(current_.matrices.size()));
  // The room the matrices would have if the view filled its tab: a view taller than its tab scrolls, and
  // must not keep an arrangement only because that arrangement made it tall.
  const QWidget* tab = parentWidget() ? parentWidget() : this;
  const int tabs_height = matrix_tabs_->isVisible() ? matrix_tabs_->height() : 0;
  const int width = maps_area_->width(),
            height = maps_area_->height() + tabs_height + tab->height() - this->height();
  const int spacing = std::max(0, maps_row_->spacing());
  bool wide = false, side_by_side = true, stacked = true;
  int tallest = 0, total = 0;
  for (int i = 0; i < n; ++i) {
    const StepMatrix& m = current_.matrices[std::size_t(i)];
    wide = wide || m.cols > 2 * m.rows;
    const int needs = panels_[i]->minimumSizeHint().height();
    tallest = std::max(tallest, needs);
    total += needs + spacing;
    side_by_side = side_by_side && panels_[i]->readableAtWidth((width - spacing * (n - 1)) / std::max(n, 1));
    stacked = stacked && panels_[i]->readableAtWidth(width);
  }
  side_by_side = side_by_side && tallest <= height;
  stacked = stacked && total <= height;
  // Wide matrices (tokens × dimensions) rather stack, so that more of their columns show; square ones
  // (tokens × tokens) stand side by side. Where neither keeps the cells readable (a 1024×768 projector), one
  // matrix at a time, chosen by tabs.
  Arrangement arrangement = Arrangement::kOneAtATime;
  if (n <= 1 || (side_by_side && !(wide && stacked)))
    arrangement = Arrangement::kSideBySide;
  else if (stacked)
    arrangement = Arrangement::kStacked;
  if (arranged_ && arrangement == arrangement_) return;
  arranged_ = true;
  arrangement_ = arrangement;
  const bool one_at_a_time = arrangement == Arrangement::kOneAtATime;
  {
    const QSignalBlocker block(matrix_tabs_);
    const int current = matrix_tabs_->currentIndex();
    while (matrix_tabs_->count() > 0) matrix_tabs_->removeTab(0);
    for (int i = 0; i < n; ++i) matrix_tabs_->addTab(current_.matrices[std::size_t(i)].title);
    matrix_tabs_->setCurrentIndex(std::clamp(current, 0, std::max(0, n - 1)));
  }
  matrix_tabs_->setVisible(one_at_a_time);
  for (WalkthroughMatrixPanel* panel : panels_) maps_row_->removeWidget(panel);
  for (int i = 0; i < n; ++i) {
    const bool shown = !one_at_a_time || i == matrix_tabs_->currentIndex();
    panels_[i]->setVisible(shown);
    if (!shown) continue;
    const bool stack = arrangement == Arrangement::kStacked;
    maps_row_->addWidget(panels_[i], stack ? i : 0, stack ? 0 : i);
  }
}

bool WalkthroughView::exportData(const QString& path, QString* error) {
  if (!trace_) {
    *error = tr("Nothing to export yet: type a sentence first.");
    return false;
  }
  QJsonObject root{{QStringLiteral("step"), current_.title},
                   {QStringLiteral("shape"), current_.shape},
                   {QStringLiteral("layer"), layer_->value()},
                   {QStringLiteral("head"), head_->value()}};
  QJsonArray matrices;
  for (const StepMatrix& m : current_.matrices) {
    QJsonArray rows;
    for (int r = 0; r < m.rows; ++r) {
      QJsonArray row;
      for (int c = 0; c < m.cols; ++c) {
        const float v = m.values[std::size_t(r) * m.cols + c];
        row.append(std::isfinite(v) ? QJsonValue(double(v)) : QJsonValue(QStringLiteral("-inf")));
      }
      rows.append(row);
    }
    matrices.append(QJsonObject{{QStringLiteral("title"), m.title},
                                {QStringLiteral("rows"), QJsonArray::fromStringList(m.row_labels)},
                                {QStringLiteral("columns"), QJsonArray::fromStringList(m.column_labels)},
                                {QStringLiteral("values"), rows}});
  }
  root.insert(QStringLiteral("matrices"), matrices);
  if (QFileInfo(path).suffix().compare(QStringLiteral("csv"), Qt::CaseInsensitive) == 0) {
    QStringList lines{csvRow({tr("matrix"), tr("row"), tr("column"), tr("value")})};
    for (const StepMatrix& m : current_.matrices)
      for (int r = 0; r < m.rows; ++r)
        for (int c = 0; c < m.cols; ++c)
          lines << csvRow({m.title, r < m.row_labels.size() ? m.row_labels[r] : QString::number(r),
                           c < m.column_labels.size() ? m.column_labels[c] : QString::number(c),
                           QString::number(m.values[std::size_t(r) * m.cols + c])});
    return writeFileAtomically(path, lines.join(QLatin1Char('\n')).toUtf8() + '\n', error);
  }
  return writeFileAtomically(path, QJsonDocument(root).toJson(), error);
}

}  // namespace studio
