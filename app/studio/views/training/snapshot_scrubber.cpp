#include "views/training/snapshot_scrubber.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSlider>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "core/image_export.h"
#include "views/training/gif_encoder.h"
#include "views/training/snapshot_figures.h"

namespace studio {

namespace {

constexpr int kPlayMilliseconds = 300;

// A widget that paints with a function and hands mouse presses to another: the timeline and the heads grid.
class PaintedWidget : public QWidget {
 public:
  PaintedWidget(std::function<void(QPainter&, const QRectF&)> paint, QWidget* parent)
      : QWidget(parent), paint_(std::move(paint)) {
    setMinimumSize(240, 160);
  }
  std::function<void(double x_fraction)> clicked;

 protected:
  void paintEvent(QPaintEvent*) override {
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    paint_(p, QRectF(rect()).adjusted(4, 4, -4, -4));
  }
  void mousePressEvent(QMouseEvent* e) override {
    if (clicked) clicked(e->position().x() / std::max(1, width()));
  }

 private:
  std::function<void(QPainter&, const QRectF&)> paint_;
};

}  // namespace

SnapshotScrubber::SnapshotScrubber(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("snapshotScrubber"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);

  auto* top = new QHBoxLayout;
  kind_box_ = new QComboBox(this);
  kind_box_->setObjectName(QStringLiteral("snapshotKind"));
  for (int i = 0; i < 3; ++i) kind_box_->addItem(QString());
  connect(kind_box_, &QComboBox::currentIndexChanged, this, [this](int i) {
    setKind(i == 1 ? SnapshotKind::kEncoderSelf : i == 2 ? SnapshotKind::kDecoderSelf : SnapshotKind::kCross);
  });
  summary_ = new QLabel(this);
  summary_->setObjectName(QStringLiteral("snapshotSummary"));
  summary_->setWordWrap(true);
  top->addWidget(kind_box_);
  top->addWidget(summary_, 1);
  layout->addLayout(top);

  placeholder_ = new QLabel(this);
  placeholder_->setObjectName(QStringLiteral("snapshotPlaceholder"));
  placeholder_->setWordWrap(true);
  placeholder_->setAlignment(Qt::AlignCenter);
  layout->addWidget(placeholder_);

  auto* timeline = new PaintedWidget(
      [this](QPainter& p, const QRectF& r) {
        if (replay_) paintSnapshotTimeline(p, r, *replay_, index(), palette());
      },
      this);
  timeline->setObjectName(QStringLiteral("snapshotTimeline"));
  timeline->setToolTip(tr("Click to jump to a step."));
  timeline->clicked = [this](double fraction) {
    if (!replay_ || replay_->size() == 0) return;
    double last = double(replay_->series.snapshots.back().step);
    for (const QPointF& pt : replay_->loss) last = std::max(last, pt.x());
    setIndex(replay_->indexAtStep(qint64(fraction * last)));
  };
  timeline_ = timeline;
  heads_ = new PaintedWidget(
      [this](QPainter& p, const QRectF& r) {
        if (replay_) paintSnapshotHeads(p, r, *replay_, index(), kind_, palette());
      },
      this);
  heads_->setObjectName(QStringLiteral("snapshotHeads"));
  auto* splitter = new QSplitter(Qt::Horizontal, this);
  splitter->addWidget(timeline_);
  splitter->addWidget(heads_);
  splitter->setStretchFactor(0, 1);
  splitter->setStretchFactor(1, 1);
  splitter->setChildrenCollapsible(false);
  layout->addWidget(splitter, 1);

  auto* controls = new QHBoxLayout;
  play_ = new QPushButton(this);
  play_->setObjectName(QStringLiteral("snapshotPlay"));
  play_->setCheckable(true);
  slider_ = new QSlider(Qt::Horizontal, this);
  slider_->setObjectName(QStringLiteral("snapshotSlider"));
  slider_->setRange(0, 0);
  step_label_ = new QLabel(this);
  step_label_->setObjectName(QStringLiteral("snapshotStep"));
  step_label_->setMinimumWidth(
      step_label_->fontMetrics().horizontalAdvance(QStringLiteral("step 000000 (000/000)")));
  sheet_button_ = new QPushButton(this);
  sheet_button_->setObjectName(QStringLiteral("snapshotContactSheet"));
  animation_button_ = new QPushButton(this);
  animation_button_->setObjectName(QStringLiteral("snapshotAnimation"));
  progress_ = new QProgressBar(this);
  progress_->setObjectName(QStringLiteral("snapshotExportProgress"));
  progress_->setVisible(false);
  progress_->setMaximumWidth(160);
  cancel_ = new QPushButton(this);
  cancel_->setObjectName(QStringLiteral("snapshotExportCancel"));
  cancel_->setVisible(false);
  controls->addWidget(play_);
  controls->addWidget(slider_, 1);
  controls->addWidget(step_label_);
  controls->addWidget(sheet_button_);
  controls->addWidget(animation_button_);
  controls->addWidget(progress_);
  controls->addWidget(cancel_);
  layout->addLayout(controls);

  timer_ = new QTimer(this);
  timer_->setInterval(kPlayMilliseconds);
  connect(timer_, &QTimer::timeout, this, [this] {
    if (index() >= slider_->maximum())
      setPlaying(false);
    else
      setIndex(index() + 1);
  });
  connect(play_, &QPushButton::toggled, this, [this](bool on) { setPlaying(on); });
  connect(slider_, &QSlider::valueChanged, this, [this] { refresh(); });
  connect(sheet_button_, &QPushButton::clicked, this, &SnapshotScrubber::chooseContactSheetFile);
  connect(animation_button_, &QPushButton::clicked, this, &SnapshotScrubber::chooseAnimationFile);
  connect(cancel_, &QPushButton::clicked, this, &SnapshotScrubber::cancelAnimation);

  sheet_ = new ContactSheetFigure(this);
  animation_ = new QFutureWatcher<AnimationResult>(this);
  connect(animation_, &QFutureWatcherBase::finished, this, [this] {
    progress_->setVisible(false);
    cancel_->setVisible(false);
    animation_button_->setEnabled(replay_ != nullptr);
    exporting_animation_ = false;
    if (animation_finished_) animation_finished_(animation_->result());
  });
  retranslate();
  refresh();
}

SnapshotScrubber::~SnapshotScrubber() {
  if (cancel_flag_) *cancel_flag_ = true;
  animation_->waitForFinished();
}

void SnapshotScrubber::setReplay(std::shared_ptr<const SnapshotReplay> replay) {
  const bool at_end = !replay_ || index() >= slider_->maximum();
  replay_ = std::move(replay);
  const int last = replay_ ? std::max(0, replay_->size() - 1) : 0;
  slider_->setMaximum(last);
  if (at_end && !isPlaying()) slider_->setValue(last);
  sheet_->setReplay(replay_, kind_);
  refresh();
}

void SnapshotScrubber::setIndex(int i) { slider_->setValue(i); }
int SnapshotScrubber::index() const { return slider_->value(); }

void SnapshotScrubber::setKind(SnapshotKind kind) {
  kind_ = kind;
  const int i = kind == SnapshotKind::kEncoderSelf ? 1 : kind == SnapshotKind::kDecoderSelf ? 2 : 0;
  if (kind_box_->currentIndex() != i) kind_box_->setCurrentIndex(i);
  sheet_->setReplay(replay_, kind_);
  refresh();
}

void SnapshotScrubber::setPlaying(bool playing) {
  if (playing && replay_ && index() >= slider_->maximum()) setIndex(0);  // play from the start again
  if (playing && replay_)
    timer_->start();
  else
    timer_->stop();
  if (play_->isChecked() != timer_->isActive()) play_->setChecked(timer_->isActive());
  play_->setText(timer_->isActive() ? tr("Pause") : tr("Play"));
}

bool SnapshotScrubber::isPlaying() const { return timer_->isActive(); }

QString SnapshotScrubber::summaryText() const { return summary_->text(); }

void SnapshotScrubber::refresh() {
  const bool has = replay_ && replay_->size() > 0;
  placeholder_->setVisible(!has);
  timeline_->setVisible(has);
  heads_->setVisible(has);
  for (QWidget* w : {static_cast<QWidget*>(slider_), static_cast<QWidget*>(play_),
                     static_cast<QWidget*>(sheet_button_), static_cast<QWidget*>(kind_box_)})
    w->setEnabled(has);
  animation_button_->setEnabled(has && !isExportingAnimation());
  if (!has) {
    summary_->clear();
    step_label_->clear();
    return;
  }
  const int i = index();
  summary_->setText(alignmentSummary(*replay_, i));
  step_label_->setText(tr("step %1 (%2/%3)")
                           .arg(replay_->series.snapshots[std::size_t(i)].step)
                           .arg(i + 1)
                           .arg(replay_->size()));
  timeline_->update();
  heads_->update();
}

void SnapshotScrubber::retranslate() {
  kind_box_->setItemText(0, snapshotKindName(SnapshotKind::kCross));
  kind_box_->setItemText(1, snapshotKindName(SnapshotKind::kEncoderSelf));
  kind_box_->setItemText(2, snapshotKindName(SnapshotKind::kDecoderSelf));
  placeholder_->setText(
      tr("Attention snapshots appear here while a run trains (set “Attention snapshot every” before Start), "
         "or open a run folder that has them."));
  play_->setText(isPlaying() ? tr("Pause") : tr("Play"));
  play_->setToolTip(tr("Replay the snapshots from the first step."));
  slider_->setToolTip(tr("The training step whose attention is shown."));
  sheet_button_->setText(tr("Contact sheet…"));
  sheet_button_->setToolTip(
      tr("Save the chosen kind of attention over the run as one picture (PNG or SVG)."));
  animation_button_->setText(tr("Animation…"));
  animation_button_->setToolTip(gifSupported()
                                    ? tr("Save the replay as an animated GIF (or numbered PNG frames).")
                                    : tr("Save the replay as numbered PNG frames."));
  cancel_->setText(tr("Cancel"));
  refresh();
}

void SnapshotScrubber::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

void SnapshotScrubber::chooseContactSheetFile() {
  if (!replay_) return;
  const QString path =
      QFileDialog::getSaveFileName(this, tr("Save contact sheet"), QStringLiteral("contact-sheet.png"),
                                   tr("PNG image (*.png);;SVG vector image (*.svg)"));
  if (path.isEmpty()) return;
  QString error;
  if (!exportWidgetImage(sheet_, path, &error) && animation_finished_) {
    AnimationResult failed;
    failed.error = error;
    animation_finished_(failed);
  }
}

void SnapshotScrubber::chooseAnimationFile() {
  if (!replay_) return;
  const QString filter =
      gifSupported() ? tr("Animated GIF (*.gif);;PNG frames (*.png)") : tr("PNG frames (*.png)");
  const QString path = QFileDialog::getSaveFileName(
      this, tr("Save animation"), gifSupported() ? QStringLiteral("heads.gif") : QStringLiteral("heads.png"),
      filter);
  if (!path.isEmpty()) exportAnimation(path);
}

void SnapshotScrubber::exportAnimation(const QString& path) {
  if (!replay_ || isExportingAnimation()) return;
  cancel_flag_ = std::make_shared<std::atomic<bool>>(false);
  progress_->setRange(0, std::min(replay_->size(), kMaxAnimationFrames));
  progress_->setValue(0);
  progress_->setVisible(true);
  cancel_->setVisible(true);
  animation_button_->setEnabled(false);
  exporting_animation_ = true;
  QProgressBar* bar = progress_;
  auto report = [bar, flag = cancel_flag_](int done, int) {
    QMetaObject::invokeMethod(
        bar, [bar, done] { bar->setValue(done); }, Qt::QueuedConnection);
    return !flag->load();
  };
  animation_->setFuture(
      QtConcurrent::run([replay = replay_, kind = kind_, path, palette = palette(), font = font(), report] {
        return writeSnapshotAnimation(*replay, kind, path, palette, font, report);
      }));
  if (animation_started_) animation_started_();
}

void SnapshotScrubber::cancelAnimation() {
  if (cancel_flag_) *cancel_flag_ = true;
}

void SnapshotScrubber::setAnimationStarted(std::function<void()> callback) {
  animation_started_ = std::move(callback);
}

void SnapshotScrubber::setAnimationFinished(std::function<void(const AnimationResult&)> callback) {
  animation_finished_ = std::move(callback);
}

QSize SnapshotScrubber::figureSize() const { return snapshotFrameSize(); }

void SnapshotScrubber::paintFigure(QPainter& painter, const QSize& size) const {
  if (replay_)
    paintSnapshotFrame(painter, size, *replay_, index(), kind_, palette());
  else
    painter.fillRect(QRect(QPoint(0, 0), size), palette().color(QPalette::Base));
}

}  // namespace studio
