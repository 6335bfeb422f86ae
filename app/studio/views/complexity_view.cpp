#include "views/complexity_view.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLegend>
#include <QLineEdit>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPainter>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSpinBox>
#include <QTextDocument>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent>
#include <algorithm>
#include <cmath>
#include <exception>

#include "attention/backend.h"
#include "attention/error.h"
#include "core/atomic_write.h"
#include "widgets/legend_fit.h"
#include "widgets/palette_chart_view.h"

namespace studio {

namespace {

constexpr int kHeads = 8;

QString formatSeconds(double s) {
  if (s < 1e-3) return QStringLiteral("%1 µs").arg(s * 1e6, 0, 'f', 1);
  if (s < 1) return QStringLiteral("%1 ms").arg(s * 1e3, 0, 'f', 2);
  return QStringLiteral("%1 s").arg(s, 0, 'f', 2);
}

}  // namespace

ComplexityView::ComplexityView(ModelSession* session, QWidget* parent)
    : StudioView(parent), session_(session) {
  backend_combo_ = new QComboBox;
  backend_combo_->setObjectName(QStringLiteral("complexityBackend"));
  backend_combo_->addItem(tr("CPU"), QStringLiteral("cpu"));
  backend_combo_->setToolTip(
      tr("The device whose ops are timed: the same kernels the engine translates and "
         "trains with."));
  d_model_spin_ = new QSpinBox;
  d_model_spin_->setRange(kHeads, 1024);
  d_model_spin_->setSingleStep(kHeads);
  d_model_spin_->setValue(128);
  d_model_spin_->setToolTip(
      tr("The model width d, fixed while n grows (8 heads; d_ff = 4·d as in the paper)."));
  repeats_spin_ = new QSpinBox;
  repeats_spin_->setRange(1, 1000);
  repeats_spin_->setValue(9);
  repeats_spin_->setToolTip(tr("Timed calls per length; the plot shows their median."));
  lengths_edit_ = new QLineEdit(QStringLiteral("16, 32, 64, 128, 256, 512, 1024"));
  lengths_edit_->setToolTip(tr("Sequence lengths n to measure, separated by commas."));
  derived_label_ = new QLabel;
  derived_label_->setWordWrap(true);

  run_button_ = new QPushButton(QIcon(QStringLiteral(":/icons/start.svg")), tr("Run"));
  run_button_->setToolTip(tr("Time self-attention and the feed-forward network at every length."));
  cancel_button_ = new QPushButton(QIcon(QStringLiteral(":/icons/stop.svg")), tr("Cancel"));
  cancel_button_->setToolTip(tr("Stop the running measurement."));
  cancel_button_->setEnabled(false);
  progress_ = new QProgressBar;
  progress_->setVisible(false);
  result_label_ = new QLabel(tr("Press Run to measure on this machine."));
  result_label_->setWordWrap(true);

  auto* form = new QFormLayout;
  form->addRow(tr("Backend:"), backend_combo_);
  form->addRow(tr("d_model:"), d_model_spin_);
  form->addRow(tr("Lengths n:"), lengths_edit_);
  form->addRow(tr("Repeats:"), repeats_spin_);
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(run_button_);
  buttons->addWidget(cancel_button_);
  buttons->addWidget(progress_, 1);

  chart_ = new QChart;
  chart_->setTitle(tr("Time per call against sequence length n (log-log)"));
  x_axis_ = new QLogValueAxis;
  x_axis_->setBase(2);
  x_axis_->setLabelFormat(QStringLiteral("%g"));
  x_axis_->setTitleText(tr("sequence length n"));
  y_axis_ = new QLogValueAxis;
  y_axis_->setBase(10);
  y_axis_->setLabelFormat(QStringLiteral("%.0e"));
  y_axis_->setTitleText(tr("seconds per call (median)"));
  chart_->addAxis(x_axis_, Qt::AlignBottom);
  chart_->addAxis(y_axis_, Qt::AlignLeft);
  attention_series_ = new QLineSeries;
  ffn_series_ = new QLineSeries;
  crossover_series_ = new QScatterSeries;
  crossover_series_->setMarkerSize(14);
  for (QLineSeries* s : {attention_series_, ffn_series_}) s->setPointsVisible(true);
  for (QAbstractSeries* s :
       std::initializer_list<QAbstractSeries*>{attention_series_, ffn_series_, crossover_series_}) {
    chart_->addSeries(s);
    s->attachAxis(x_axis_);
    s->attachAxis(y_axis_);
  }
  chart_->legend()->setAlignment(Qt::AlignBottom);
  keepLegendWhole(chart_);  // the slopes' long names move beside the plot in a small window
  chart_view_ = new PaletteChartView(chart_);  // follows the light and dark themes
  chart_view_->setMinimumSize(360, 240);       // holds in a 1024×640 window

  paper_table_ = new QLabel(paperTableHtml());
  paper_table_->setObjectName(QStringLiteral("complexityPaperTable"));
  auto* table = paper_table_;
  table->setWordWrap(true);
  table->setTextFormat(Qt::RichText);

  figure_ = new QWidget;
  auto* figure_layout = new QHBoxLayout(figure_);
  figure_layout->addWidget(chart_view_, 1);
  figure_layout->addWidget(table, 0, Qt::AlignTop);

  auto* layout = new QVBoxLayout(this);
  auto* top = new QHBoxLayout;
  auto* form_box = new QWidget;
  form_box->setLayout(form);
  form_box->setMaximumWidth(560);
  top->addWidget(form_box);
  top->addWidget(derived_label_, 1);
  layout->addLayout(top);
  layout->addLayout(buttons);
  layout->addWidget(result_label_);
  layout->addWidget(figure_, 1);
  fitPaperTable();

  connect(run_button_, &QPushButton::clicked, this, &ComplexityView::run);
  connect(cancel_button_, &QPushButton::clicked, this, &ComplexityView::cancel);
  connect(&watcher_, &QFutureWatcher<Outcome>::finished, this, &ComplexityView::onFinished);
  connect(&backends_watcher_, &QFutureWatcherBase::finished, this, [this] {
    if (!backends_listed_) addBackends(backends_watcher_.result());  // unless asked for meanwhile
  });
  connect(d_model_spin_, &QSpinBox::valueChanged, this, &ComplexityView::updateDerived);
  updateDerived();
  redraw();
}

ComplexityView::~ComplexityView() {
  cancel_flag_ = true;
  watcher_.waitForFinished();
  backends_watcher_.waitForFinished();
}

namespace {
std::vector<std::string> listedBackends() {
  try {
    return attn::list_backends();
  } catch (const std::exception&) {
    return {};  // no Vulkan: the CPU stays the only choice
  }
}
}  // namespace

void ComplexityView::listBackendsInBackground() {
  if (backends_listed_ || backends_watcher_.isRunning()) return;
  backends_watcher_.setFuture(QtConcurrent::run(listedBackends));
}

void ComplexityView::populateBackends() {
  if (!backends_listed_) addBackends(listedBackends());
}

void ComplexityView::addBackends(const std::vector<std::string>& lines) {
  backends_listed_ = true;
  const QString current = backend();
  for (const std::string& line : lines) {
    const QString text = QString::fromStdString(line);
    // "vulkan:N: name (...)"; "vulkan: unavailable (...)" has no index and is left out.
    static const QRegularExpression re(QStringLiteral("^(vulkan:\\d+): (.*)$"));
    const auto m = re.match(text);
    if (m.hasMatch()) backend_combo_->addItem(tr("Vulkan: %1").arg(m.captured(2)), m.captured(1));
  }
  setBackend(current);
}

void ComplexityView::showEvent(QShowEvent* event) {
  StudioView::showEvent(event);
  listBackendsInBackground();
  // The first look measures at once with the defaults (about a second on the CPU), so that the view and its
  // export show this machine's curves without a click.
  if (!shown_once_) {
    shown_once_ = true;
    if (costs_.points.empty() && !running_) QTimer::singleShot(0, this, &ComplexityView::run);
  }
}

void ComplexityView::setBackend(const QString& backend) {
  if (backend.startsWith(QStringLiteral("vulkan"))) populateBackends();
  int index = backend_combo_->findData(backend);
  if (index < 0 && backend == QStringLiteral("vulkan")) index = backend_combo_->count() > 1 ? 1 : -1;
  if (index >= 0) backend_combo_->setCurrentIndex(index);
}

void ComplexityView::setDModel(int d_model) { d_model_spin_->setValue(d_model); }

void ComplexityView::setLengths(const QList<int>& lengths) {
  QStringList parts;
  for (int n : lengths) parts << QString::number(n);
  lengths_edit_->setText(parts.join(QStringLiteral(", ")));
}

void ComplexityView::setRepeats(int repeats) { repeats_spin_->setValue(repeats); }

QString ComplexityView::backend() const { return backend_combo_->currentData().toString(); }

int ComplexityView::dModel() const { return d_model_spin_->value() / kHeads * kHeads; }

QList<int> ComplexityView::lengths() const {
  QList<int> out;
  for (const QString& part :
       lengths_edit_->text().split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts)) {
    bool ok = false;
    const int n = part.toInt(&ok);
    if (ok && n > 0 && n <= 16384 && !out.contains(n)) out << n;
  }
  std::sort(out.begin(), out.end());
  return out;
}

int ComplexityView::repeats() const { return repeats_spin_->value(); }

void ComplexityView::updateDerived() {
  const int d = dModel();
  derived_label_->setText(tr("%1 heads of %2 dimensions, d_ff = %3. Counted arithmetic: self-attention "
                             "4·n²·d, the FFN 4·n·d·d_ff, so the FLOP counts cross at n = d_ff = %3.")
                              .arg(kHeads)
                              .arg(d / kHeads)
                              .arg(4 * d));
}

void ComplexityView::run() {
  if (running_) return;
  const QList<int> ns = lengths();
  if (ns.isEmpty()) {
    emit errorOccurred(tr("Enter at least one sequence length."));
    return;
  }
  const std::string spec = backend().toStdString();
  const int d = dModel(), reps = repeats();
  const std::vector<int> lens(ns.begin(), ns.end());
  cancel_flag_ = false;
  setRunning(true);
  progress_->setRange(0, int(lens.size()));
  progress_->setValue(0);
  result_label_->setText(tr("Measuring on %1…").arg(backend_combo_->currentText()));
  QPointer<ComplexityView> self(this);
  watcher_.setFuture(QtConcurrent::run([this, self, spec, d, reps, lens]() -> Outcome {
    Outcome out;
    attn::AnalysisControl control;
    control.cancel = &cancel_flag_;
    control.progress = [self](std::size_t done, std::size_t) {
      QMetaObject::invokeMethod(
          self.data(),
          [self, done] {
            if (self) self->progress_->setValue(int(done));
          },
          Qt::QueuedConnection);
    };
    try {
      out.costs = attn::measure_layer_costs(spec, d, kHeads, 4 * d, lens, reps, control);
    } catch (const std::exception& e) {
      out.error = QString::fromUtf8(e.what());
    }
    return out;
  }));
}

void ComplexityView::cancel() {
  if (running_) cancel_flag_ = true;
}

void ComplexityView::setRunning(bool running) {
  running_ = running;
  run_button_->setEnabled(!running);
  cancel_button_->setEnabled(running);
  progress_->setVisible(running);
  emit busyChanged(running);
}

void ComplexityView::onFinished() {
  const Outcome out = watcher_.result();
  const bool cancelled = cancel_flag_.load();
  setRunning(false);
  if (!out.error.isEmpty()) {
    result_label_->setText(cancelled ? tr("Cancelled.") : tr("The measurement failed: %1").arg(out.error));
    if (!cancelled) emit errorOccurred(tr("The measurement failed: %1").arg(out.error));
    emit measurementFinished(false);
    return;
  }
  costs_ = out.costs;
  redraw();
  emit statusMessage(tr("Complexity measured on %1").arg(QString::fromStdString(costs_.device)));
  emit measurementFinished(true);
}

// The paper's Table 1. Its formulas never break inside (a cut "O(log_k(n))" reads as nonsense); the
// headers may wrap.
QString ComplexityView::paperTableOnlyHtml() {
  const auto row = [](const QString& layer, const char* per_layer, const char* sequential, const char* path) {
    return QStringLiteral(
               "<tr><td>%1</td><td style='white-space:nowrap'>%2</td>"
               "<td style='white-space:nowrap'>%3</td><td style='white-space:nowrap'>%4</td></tr>")
        .arg(layer, QString::fromUtf8(per_layer), QString::fromUtf8(sequential), QString::fromUtf8(path));
  };
  return QStringLiteral(
             "<h3>%1</h3><table border='1' cellspacing='0' cellpadding='4'>"
             "<tr><th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>")
             .arg(tr("Table 1 of the paper"), tr("Layer type"), tr("Complexity per layer"),
                  tr("Sequential operations"), tr("Maximum path length")) +
         row(tr("Self-attention"), "O(n²·d)", "O(1)", "O(1)") +
         row(tr("Recurrent"), "O(n·d²)", "O(n)", "O(n)") +
         row(tr("Convolutional"), "O(k·n·d²)", "O(1)", "O(log<sub>k</sub>(n))") +
         row(tr("Self-attention (restricted)"), "O(r·n·d)", "O(1)", "O(n/r)") + QStringLiteral("</table>");
}

// The paper's Table 1 with the note on when self-attention is cheaper.
QString ComplexityView::paperTableHtml() {
  return paperTableOnlyHtml() +
         QStringLiteral("<p>%1</p>")
             .arg(
                 tr("n is the sequence length, d the representation dimension, k the kernel size of "
                    "convolutions and r the size of the neighbourhood in restricted self-attention. "
                    "Self-attention "
                    "is faster than a recurrent layer when n is smaller than d, which is most often the case "
                    "for "
                    "sentence representations. The feed-forward network measured here costs O(n·d·d_ff): "
                    "linear "
                    "in n, like the recurrent layer."));
}

// Table 1 takes its natural width where it has room, up to two fifths of the figure (the chart keeps the
// rest, its legend included), and never less than its narrowest whole layout (headers wrapped, formulas
// whole): a narrower label clips the last column, as it did in Korean with presenter mode's large text.
void ComplexityView::fitPaperTable() {
  QTextDocument doc;
  doc.setDefaultFont(paper_table_->font());
  doc.setHtml(paperTableOnlyHtml());
  const int natural = int(std::ceil(doc.idealWidth()));
  doc.setTextWidth(1);
  const int narrowest = int(std::ceil(doc.idealWidth()));
  const QMargins outer = layout()->contentsMargins(), inner = figure_->layout()->contentsMargins();
  const int figure_width = width() - outer.left() - outer.right() - inner.left() - inner.right();
  const int frame = 2 * (paper_table_->margin() + paper_table_->frameWidth()) + 4;
  const int room = figure_width * 2 / 5 - frame;
  const int fitted = std::max(narrowest, std::min(natural, room)) + frame;
  if (paper_table_->minimumWidth() != fitted) paper_table_->setMinimumWidth(fitted);
}

void ComplexityView::resizeEvent(QResizeEvent* event) {
  StudioView::resizeEvent(event);
  fitPaperTable();
}

void ComplexityView::changeEvent(QEvent* event) {
  StudioView::changeEvent(event);
  // The note and the curves' names carry numbers: write them again in the new language.
  if (event->type() == QEvent::LanguageChange) {
    paper_table_->setText(paperTableHtml());
    updateDerived();
    redraw();
  }
  if ((event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange) && paper_table_)
    fitPaperTable();
}

void ComplexityView::redraw() {
  attention_series_->clear();
  ffn_series_->clear();
  crossover_series_->clear();
  std::vector<double> n, ta, tf;
  for (const auto& p : costs_.points) {
    attention_series_->append(p.n, p.attention_seconds);
    ffn_series_->append(p.n, p.ffn_seconds);
    n.push_back(p.n), ta.push_back(p.attention_seconds), tf.push_back(p.ffn_seconds);
  }
  attention_slope_ = attn::fit_loglog_slope(n, ta);
  ffn_slope_ = attn::fit_loglog_slope(n, tf);
  crossover_ = attn::attention_crossover(costs_.points);
  const QLocale locale;
  const bool fitted = n.size() >= 2;
  // Short names, so that the legend stays one whole row in a 1024×640 window; the theory's slopes (2 and
  // 1) are in the paper's table beside the plot.
  attention_series_->setName(
      fitted ? tr("self-attention, slope %1").arg(locale.toString(attention_slope_, 'f', 2))
             : tr("Self-attention"));
  ffn_series_->setName(fitted ? tr("FFN, slope %1").arg(locale.toString(ffn_slope_, 'f', 2))
                              : tr("Feed-forward network"));
  crossover_series_->setName(tr("crossover"));
  if (crossover_ > 0) {
    // On the attention curve, interpolated in log-log between the measured lengths around it.
    double y = costs_.points.front().attention_seconds;
    for (std::size_t i = 1; i < costs_.points.size(); ++i) {
      const auto& a = costs_.points[i - 1];
      const auto& b = costs_.points[i];
      if (crossover_ >= a.n && crossover_ <= b.n) {
        const double t = std::log(crossover_ / a.n) / std::log(double(b.n) / a.n);
        y = std::exp(std::log(a.attention_seconds) +
                     t * (std::log(b.attention_seconds) - std::log(a.attention_seconds)));
      }
    }
    crossover_series_->append(crossover_, y);
  }
  if (!n.empty()) {
    const double lo =
        std::min(*std::min_element(ta.begin(), ta.end()), *std::min_element(tf.begin(), tf.end()));
    const double hi =
        std::max(*std::max_element(ta.begin(), ta.end()), *std::max_element(tf.begin(), tf.end()));
    x_axis_->setRange(n.front() / 1.5, n.back() * 1.5);
    y_axis_->setRange(std::max(lo / 3, 1e-9), hi * 3);
    QString text = tr("On %1: self-attention grows as n^%2 and the FFN as n^%3.")
                       .arg(QString::fromStdString(costs_.device), locale.toString(attention_slope_, 'f', 2),
                            locale.toString(ffn_slope_, 'f', 2));
    if (crossover_ <= 0)
      text += QLatin1Char(' ') + tr("Up to n = %1 attention stays cheaper than the FFN.").arg(n.back());
    else if (crossover_ <= n.front())
      text += QLatin1Char(' ') + tr("Attention already costs more than the FFN at n = %1.").arg(n.front());
    else
      text +=
          QLatin1Char(' ') + tr("Attention starts to cost more than the FFN at n ≈ %1 (%2 vs %3 at n = %4).")
                                 .arg(qRound(crossover_))
                                 .arg(formatSeconds(costs_.points.back().attention_seconds),
                                      formatSeconds(costs_.points.back().ffn_seconds))
                                 .arg(n.back());
    result_label_->setText(text);
  } else {
    x_axis_->setRange(8, 2048);
    y_axis_->setRange(1e-6, 1);
  }
}

bool ComplexityView::exportData(const QString& path, QString* error) {
  if (costs_.points.empty()) {
    if (error) *error = tr("There are no measurements to export: press Run first.");
    return false;
  }
  QByteArray out;
  if (QFileInfo(path).suffix().compare(QStringLiteral("json"), Qt::CaseInsensitive) == 0) {
    QJsonObject root;
    root[QStringLiteral("device")] = QString::fromStdString(costs_.device);
    root[QStringLiteral("d_model")] = costs_.d_model;
    root[QStringLiteral("heads")] = costs_.heads;
    root[QStringLiteral("d_ff")] = costs_.d_ff;
    root[QStringLiteral("repeats")] = costs_.repeats;
    root[QStringLiteral("attention_slope")] = attention_slope_;
    root[QStringLiteral("ffn_slope")] = ffn_slope_;
    root[QStringLiteral("crossover_n")] = crossover_;
    QJsonArray points;
    for (const auto& p : costs_.points)
      points.append(QJsonObject{{QStringLiteral("n"), p.n},
                                {QStringLiteral("attention_seconds"), p.attention_seconds},
                                {QStringLiteral("ffn_seconds"), p.ffn_seconds},
                                {QStringLiteral("attention_flops"), p.attention_flops},
                                {QStringLiteral("ffn_flops"), p.ffn_flops}});
    root[QStringLiteral("points")] = points;
    out = QJsonDocument(root).toJson();
  } else {
    out += csvRow({QStringLiteral("n"), QStringLiteral("attention_seconds"), QStringLiteral("ffn_seconds"),
                   QStringLiteral("attention_flops"), QStringLiteral("ffn_flops"), QStringLiteral("d_model"),
                   QStringLiteral("d_ff"), QStringLiteral("device")})
               .toUtf8();
    for (const auto& p : costs_.points) {
      out += csvRow({QString::number(p.n), QString::number(p.attention_seconds, 'g', 9),
                     QString::number(p.ffn_seconds, 'g', 9), QString::number(p.attention_flops, 'g', 12),
                     QString::number(p.ffn_flops, 'g', 12), QString::number(costs_.d_model),
                     QString::number(costs_.d_ff), QString::fromStdString(costs_.device)})
                 .toUtf8();
    }
  }
  return writeFileAtomically(path, out, error);
}

}  // namespace studio
