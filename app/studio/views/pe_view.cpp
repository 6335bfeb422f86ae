#include "views/pe_view.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLegend>
#include <QLineEdit>
#include <QLineSeries>
#include <QLocale>
#include <QPaintEngine>
#include <QPainter>
#include <QPicture>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

#include "attention/parameters.h"
#include "attention/positional_encoding.h"
#include "core/model_session.h"
#include "widgets/chart_export.h"
#include "widgets/chart_live_plot.h"
#include "widgets/heatmap_widget.h"

namespace studio {

namespace {

// Enough positions for the long sentences the paper extrapolates to, small enough that the similarity
// matrix (positions² · d_model multiply-adds) stays instant on the GUI thread.
constexpr int kMaxPositions = 512;
constexpr int kMaxDModel = 1024;
constexpr int kMaxWaves = 12;  // more curves than this are unreadable
// Above this many cells a heatmap goes into an SVG as one image; fewer stay vector rectangles.
constexpr int kMaxSvgVectorCells = 4096;

const QList<QColor>& wavePalette() {
  static const QList<QColor> colors = {QColor(0x1f77b4), QColor(0xd62728), QColor(0x2ca02c),
                                       QColor(0xff7f0e), QColor(0x9467bd), QColor(0x8c564b),
                                       QColor(0xe377c2), QColor(0x7f7f7f), QColor(0xbcbd22),
                                       QColor(0x17becf), QColor(0x393b79), QColor(0x637939)};
  return colors;
}

QStringList numberLabels(int n) {
  QStringList labels;
  labels.reserve(n);
  for (int i = 0; i < n; ++i) labels << QString::number(i);
  return labels;
}

}  // namespace

PositionalEncodingView::PositionalEncodingView(ModelSession* session, QWidget* parent)
    : StudioView(parent), session_(session) {
  setObjectName(QStringLiteral("peView"));

  // --- controls -----------------------------------------------------------------------------------------
  auto* controls = new QGroupBox(tr("Encoding"), this);
  auto* source_row = new QHBoxLayout;
  formula_radio_ = new QRadioButton(tr("Sinusoidal formula"), controls);
  formula_radio_->setObjectName(QStringLiteral("peFormulaRadio"));
  formula_radio_->setToolTip(
      tr("The paper's fixed encoding (section 3.5): every dimension is a sinusoid of the position, with "
         "wavelengths forming a geometric progression from 2π to base·2π."));
  learned_radio_ = new QRadioButton(tr("This model's learned positions"), controls);
  learned_radio_->setObjectName(QStringLiteral("peLearnedRadio"));
  learned_radio_->setEnabled(false);
  learned_radio_->setToolTip(
      tr("Load a model trained with learned positional embeddings (Table 3, row E) to compare its "
         "position table with the sinusoids."));
  formula_radio_->setChecked(true);
  auto* source_group = new QButtonGroup(this);
  source_group->addButton(formula_radio_);
  source_group->addButton(learned_radio_);
  source_row->addWidget(formula_radio_);
  source_row->addWidget(learned_radio_);
  source_row->addStretch(1);

  layout_combo_ = new QComboBox(controls);
  layout_combo_->setObjectName(QStringLiteral("peLayoutCombo"));
  layout_combo_->addItem(tr("Interleaved sin/cos (paper)"), int(attn::PositionalEncoding::kSinusoidal));
  layout_combo_->addItem(tr("Sin half, cos half (Marian)"), int(attn::PositionalEncoding::kSinusoidalConcat));
  layout_combo_->setToolTip(
      tr("Where the sine and cosine of each frequency go. The paper interleaves them (even dimensions sin, "
         "odd cos); Marian/OPUS-MT models put all sines first and all cosines in the second half. Both carry "
         "the same information."));

  d_model_spin_ = new QSpinBox(controls);
  d_model_spin_->setObjectName(QStringLiteral("peDModelSpin"));
  d_model_spin_->setRange(2, kMaxDModel);
  d_model_spin_->setSingleStep(2);
  d_model_spin_->setValue(512);
  d_model_spin_->setToolTip(
      tr("d_model: the width of the embeddings. The encoding has the same dimension so that the two can be "
         "summed (section 3.5). Dimension pair (2i, 2i+1) uses the frequency 1/base^(2i/d_model)."));

  positions_spin_ = new QSpinBox(controls);
  positions_spin_->setObjectName(QStringLiteral("pePositionsSpin"));
  positions_spin_->setRange(2, kMaxPositions);
  positions_spin_->setValue(100);
  positions_spin_->setToolTip(tr("How many positions (0 … n−1) to draw."));

  base_spin_ = new QDoubleSpinBox(controls);
  base_spin_->setObjectName(QStringLiteral("peBaseSpin"));
  base_spin_->setRange(2.0, 1e7);
  base_spin_->setDecimals(0);
  base_spin_->setValue(10000.0);
  base_spin_->setToolTip(
      tr("The base of the wavelengths (10000 in the paper): the longest wavelength is base·2π positions, "
         "far longer than any sentence, so no two positions get the same code."));

  dims_edit_ = new QLineEdit(controls);
  dims_edit_->setObjectName(QStringLiteral("peDimsEdit"));
  dims_edit_->setText(QStringLiteral("0, 1, 4, 5, 20, 21"));
  dims_edit_->setToolTip(
      tr("Dimensions to draw as waves, separated by commas (at most %1). Low dimensions oscillate fast, high "
         "dimensions slowly: together they spell the position like the digits of a number.")
          .arg(kMaxWaves));

  auto* params_row = new QHBoxLayout;
  auto add_field = [&](const QString& label, QWidget* field) {
    auto* l = new QLabel(label, controls);
    l->setBuddy(field);
    params_row->addWidget(l);
    params_row->addWidget(field);
    params_row->addSpacing(8);
  };
  add_field(tr("&Layout:"), layout_combo_);
  add_field(tr("&d_model:"), d_model_spin_);
  add_field(tr("&Positions:"), positions_spin_);
  add_field(tr("&Base:"), base_spin_);
  add_field(tr("D&imensions:"), dims_edit_);
  params_row->setStretchFactor(dims_edit_, 1);

  formula_label_ = new QLabel(controls);
  formula_label_->setObjectName(QStringLiteral("peFormulaLabel"));
  formula_label_->setTextFormat(Qt::RichText);
  formula_label_->setWordWrap(true);
  formula_label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  source_label_ = new QLabel(controls);
  source_label_->setWordWrap(true);

  auto* controls_layout = new QVBoxLayout(controls);
  controls_layout->addLayout(source_row);
  controls_layout->addLayout(params_row);
  controls_layout->addWidget(formula_label_);
  controls_layout->addWidget(source_label_);

  // --- plots --------------------------------------------------------------------------------------------
  wave_plot_ = new LivePlot(tr("Positional encoding waves"), tr("position (pos)"), tr("PE(pos, dim)"), this);
  wave_plot_->setObjectName(QStringLiteral("peWavePlot"));
  wave_plot_->setYLabelFormat(QStringLiteral("%.1f"));
  wave_plot_->setMinimumSize(300, 180);                         // holds in a 1024×640 window
  wave_plot_->chart()->legend()->setAlignment(Qt::AlignRight);  // long "dim 4 (sin, wavelength …)" entries
  wave_plot_->setToolTip(
      tr("Each curve is one dimension of the encoding as a function of the position. Sine and cosine of the "
         "same frequency form a pair, so PE(pos+k) is a rotation of PE(pos): a linear function of it, which "
         "the paper hypothesised lets attention use relative positions."));

  encoding_map_ = new HeatmapWidget(this);
  encoding_map_->setObjectName(QStringLiteral("peEncodingMap"));
  encoding_map_->setColorScale(HeatmapWidget::ColorScale::kDiverging);
  encoding_map_->setToolTip(
      tr("The whole encoding: one row per position, one column per dimension. The vector added to the "
         "embedding of a token at position pos is row pos. Fast stripes on the left, slow on the right."));

  similarity_map_ = new HeatmapWidget(this);
  similarity_map_->setObjectName(QStringLiteral("peSimilarityMap"));
  // Sequential from the smallest to the largest dot product: the values are mostly positive (the slow
  // dimensions add a near-constant), so a scale centred on zero would hide the banding.
  similarity_map_->setColorScale(HeatmapWidget::ColorScale::kSequential);
  setMapTexts();
  similarity_map_->setToolTip(
      tr("Dot products PE(p)·PE(q). For the sinusoids they depend only on the distance p−q (a band along the "
         "diagonal) and fall off with it: nearby positions look alike, distant ones do not."));

  // Waves and the (square) similarity matrix side by side; the PE matrix, usually much wider than tall
  // (d_model columns, fewer positions), gets the full width below.
  auto* top = new QSplitter(Qt::Horizontal, this);
  top->addWidget(wave_plot_);
  top->addWidget(similarity_map_);
  top->setStretchFactor(0, 3);
  top->setStretchFactor(1, 2);
  top->setSizes({600, 400});  // proportions; the first layout scales them to the real width
  top->setChildrenCollapsible(false);
  auto* vertical = new QSplitter(Qt::Vertical, this);
  vertical->addWidget(top);
  vertical->addWidget(encoding_map_);
  vertical->setStretchFactor(0, 1);
  vertical->setStretchFactor(1, 1);
  vertical->setSizes({500, 500});
  vertical->setChildrenCollapsible(false);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(controls);
  layout->addWidget(vertical, 1);

  // --- behaviour ----------------------------------------------------------------------------------------
  connect(d_model_spin_, &QSpinBox::valueChanged, this, [this] { recompute(); });
  connect(positions_spin_, &QSpinBox::valueChanged, this, [this] { recompute(); });
  connect(base_spin_, &QDoubleSpinBox::valueChanged, this, [this] { recompute(); });
  connect(layout_combo_, &QComboBox::currentIndexChanged, this, [this] { recompute(); });
  connect(dims_edit_, &QLineEdit::editingFinished, this, [this] {
    QList<int> dims;
    for (const QString& part :
         dims_edit_->text().split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts)) {
      bool ok = false;
      const int d = part.toInt(&ok);
      if (ok && d >= 0 && !dims.contains(d)) dims << d;
    }
    setDimensions(dims);
  });
  connect(learned_radio_, &QRadioButton::toggled, this, [this](bool on) { setShowLearned(on); });
  if (session_) connect(session_, &ModelSession::modelChanged, this, &PositionalEncodingView::onModelChanged);
  onModelChanged();
  recompute();
}

int PositionalEncodingView::dModel() const { return d_model_spin_->value(); }
int PositionalEncodingView::maxPosition() const { return positions_spin_->value(); }
double PositionalEncodingView::base() const { return base_spin_->value(); }

attn::PositionalEncoding PositionalEncodingView::layout() const {
  return attn::PositionalEncoding(layout_combo_->currentData().toInt());
}

void PositionalEncodingView::setDModel(int d_model) { d_model_spin_->setValue(d_model); }
void PositionalEncodingView::setMaxPosition(int positions) { positions_spin_->setValue(positions); }
void PositionalEncodingView::setBase(double base) { base_spin_->setValue(base); }

void PositionalEncodingView::setLayout(attn::PositionalEncoding kind) {
  const int index = layout_combo_->findData(int(kind));
  if (index >= 0) layout_combo_->setCurrentIndex(index);
}

void PositionalEncodingView::setDimensions(const QList<int>& dims) {
  dims_ = dims.mid(0, kMaxWaves);
  QStringList parts;
  for (int d : dims_) parts << QString::number(d);
  dims_edit_->setText(parts.join(QStringLiteral(", ")));
  recompute();
}

void PositionalEncodingView::setShowLearned(bool learned) {
  learned = learned && !learned_.empty();
  if (learned == showing_learned_) return;
  showing_learned_ = learned;
  updating_ = true;
  (learned ? learned_radio_ : formula_radio_)->setChecked(true);
  // The learned table fixes d_model and the number of positions; the formula's knobs do not apply.
  d_model_spin_->setEnabled(!learned);
  base_spin_->setEnabled(!learned);
  layout_combo_->setEnabled(!learned);
  if (learned) {
    d_model_spin_->setValue(learned_d_model_);
    positions_spin_->setMaximum(std::min(kMaxPositions, learned_positions_));
  } else {
    positions_spin_->setMaximum(kMaxPositions);
  }
  updating_ = false;
  recompute();
}

void PositionalEncodingView::onModelChanged() {
  const auto model = session_ ? session_->model() : nullptr;
  learned_.clear();
  learned_positions_ = learned_d_model_ = 0;
  if (model) {
    const attn::ModelConfig& config = model->config;
    if (config.positional_encoding == attn::PositionalEncoding::kLearned) {
      // The trained table lives in the flat parameter buffer at the layout's pos_embed offset.
      const attn::ParameterLayout params(config);
      const std::size_t n = std::size_t(config.max_positions) * std::size_t(config.d_model);
      if (params.position_embedding + n <= model->parameters.size()) {
        const auto first = model->parameters.begin() + std::ptrdiff_t(params.position_embedding);
        learned_.assign(first, first + std::ptrdiff_t(n));
        learned_positions_ = config.max_positions;
        learned_d_model_ = config.d_model;
      }
    } else {
      // Show the formula exactly as this model uses it.
      updating_ = true;
      setLayout(config.positional_encoding);
      if (config.d_model <= kMaxDModel) d_model_spin_->setValue(config.d_model);
      base_spin_->setValue(config.positional_base);
      updating_ = false;
    }
  }
  learned_radio_->setEnabled(!learned_.empty());
  learned_radio_->setToolTip(
      learned_.empty()
          ? tr("Load a model trained with learned positional embeddings (Table 3, row E) to compare its "
               "position table with the sinusoids.")
          : tr("Show the %1 × %2 position table this model learned (Table 3, row E), drawn like the formula.")
                .arg(learned_positions_)
                .arg(learned_d_model_));
  if (learned_.empty() && showing_learned_) {
    setShowLearned(false);
    return;
  }
  if (!learned_.empty() && !showing_learned_) {
    setShowLearned(true);  // the formula plays no part in such a model: show what it learned
    return;
  }
  recompute();
}

double PositionalEncodingView::wavelength(int dim) const {
  const int d = dModel();
  const int i2 = layout() == attn::PositionalEncoding::kSinusoidalConcat ? 2 * (dim % std::max(1, d / 2))
                                                                         : dim - dim % 2;
  return 2.0 * std::numbers::pi * std::pow(base(), double(i2) / d);
}

QString PositionalEncodingView::dimensionLegend(int dim) const {
  if (showing_learned_) return tr("dim %1 (learned)").arg(dim);
  const bool is_sin =
      layout() == attn::PositionalEncoding::kSinusoidalConcat ? dim < dModel() / 2 : dim % 2 == 0;
  const double w = wavelength(dim);
  return tr("dim %1 (%2, wavelength %3)")
      .arg(dim)
      .arg(is_sin ? QStringLiteral("sin") : QStringLiteral("cos"))
      .arg(w < 1000 ? QString::number(w, 'f', 1) : QString::number(w, 'g', 3));
}

// The maps keep their axis titles as given: they are given again when the language changes.
void PositionalEncodingView::setMapTexts() {
  encoding_map_->setAxisTitles(tr("position (pos)"), tr("dimension"));
  encoding_map_->setValueName(tr("PE value"));
  similarity_map_->setValueName(tr("PE(p)·PE(q)"));
  similarity_map_->setAxisTitles(tr("position p"), tr("position q"));
}

void PositionalEncodingView::changeEvent(QEvent* event) {
  StudioView::changeEvent(event);
  // The titles and the formula carry d_model and the wavelengths: build them again.
  if (event->type() == QEvent::LanguageChange) {
    setMapTexts();
    recompute();
  }
}

void PositionalEncodingView::updateFormula() {
  const QString base_text = QString::number(base(), 'g', 8);
  const QString d = QString::number(dModel());
  if (showing_learned_) {
    formula_label_->setText(
        tr("<b>Learned positions:</b> row <i>pos</i> of a learned %1 × %2 table is added to the embedding "
           "of the token at position <i>pos</i>. The paper found this gives nearly identical results to the "
           "sinusoids (Table 3, row E) but cannot extrapolate to positions beyond the table.")
            .arg(learned_positions_)
            .arg(learned_d_model_));
    source_label_->setText(tr("Source: %1").arg(session_ ? session_->modelDir() : QString()));
    return;
  }
  const QString power = QStringLiteral("%1<sup>2i/%2</sup>").arg(base_text, d);
  if (layout() == attn::PositionalEncoding::kSinusoidalConcat)
    formula_label_->setText(tr("PE(<i>pos</i>, <i>i</i>) = sin(<i>pos</i> / %1) &nbsp;&nbsp; PE(<i>pos</i>, "
                               "%2/2 + <i>i</i>) = cos(<i>pos</i> / %1) &nbsp;&nbsp; for 0 ≤ <i>i</i> < %2/2")
                                .arg(power, d));
  else
    formula_label_->setText(tr("PE(<i>pos</i>, 2<i>i</i>) = sin(<i>pos</i> / %1) &nbsp;&nbsp; "
                               "PE(<i>pos</i>, 2<i>i</i>+1) = cos(<i>pos</i> / %1)")
                                .arg(power));
  source_label_->setText(tr("Wavelengths grow geometrically from 2π ≈ 6.3 positions (dimensions 0 and 1) to "
                            "%1·2π ≈ %2 positions (the last pair); see section 3.5.")
                             .arg(base_text, QLocale().toString(2.0 * std::numbers::pi * base(), 'f', 0)));
}

QList<QLineSeries*> PositionalEncodingView::waveSeries() const { return wave_plot_->allSeries(); }

void PositionalEncodingView::recompute() {
  if (updating_) return;
  const int d = showing_learned_ ? learned_d_model_ : dModel();
  const int n = maxPosition();
  if (showing_learned_) {
    table_.assign(learned_.begin(), learned_.begin() + std::ptrdiff_t(std::size_t(n) * std::size_t(d)));
  } else {
    table_ = attn::positional_encoding_table(layout(), n, d, float(base()));
  }

  // Waves: one series per chosen dimension that exists at this d_model.
  for (QLineSeries* s : wave_plot_->allSeries()) wave_plot_->removeSeries(s);
  int color = 0;
  for (int dim : dims_) {
    if (dim >= d) continue;
    const QColor c = wavePalette()[color++ % wavePalette().size()];
    QLineSeries* series = wave_plot_->addSeries(dimensionLegend(dim), QPen(c, 2));
    QList<QPointF> points;
    points.reserve(n);
    for (int p = 0; p < n; ++p) points.append(QPointF(p, table_[std::size_t(p) * d + dim]));
    wave_plot_->replacePoints(series, points);
  }
  wave_plot_->setTitle(showing_learned_ ? tr("Learned position embeddings, chosen dimensions")
                                        : tr("Positional encoding waves, d_model = %1").arg(d));

  // The whole matrix.
  float extent = 1.0f;
  if (showing_learned_) {
    extent = 0.0f;
    for (float v : table_) extent = std::max(extent, std::abs(v));
    if (extent == 0.0f) extent = 1.0f;
  }
  // Sinusoids live in [−1, 1]; a fixed axis keeps the waves comparable while the knobs change.
  const double top = std::ceil(double(extent) * 10.0) / 10.0;
  wave_plot_->setFixedYRange(-top * 1.1, top * 1.1, top / 2);
  wave_plot_->setYLabelFormat(showing_learned_ ? QStringLiteral("%.3g") : QStringLiteral("%.1f"));
  encoding_map_->setMatrix(table_, n, d);
  encoding_map_->setRowLabels(numberLabels(n));
  encoding_map_->setColumnLabels(numberLabels(d));
  encoding_map_->setValueRange(-extent, extent);
  encoding_map_->setTitle(showing_learned_ ? tr("Learned position table (%1 × %2)").arg(n).arg(d)
                                           : tr("PE matrix (%1 positions × %2 dimensions)").arg(n).arg(d));

  // Similarity PE(p)·PE(q): symmetric, so compute the upper triangle once.
  std::vector<float> sim(std::size_t(n) * std::size_t(n));
  float sim_min = std::numeric_limits<float>::max(), sim_max = std::numeric_limits<float>::lowest();
  for (int p = 0; p < n; ++p) {
    const float* a = table_.data() + std::size_t(p) * d;
    for (int q = p; q < n; ++q) {
      const float* b = table_.data() + std::size_t(q) * d;
      float dot = 0.0f;
      for (int k = 0; k < d; ++k) dot += a[k] * b[k];
      sim[std::size_t(p) * n + q] = sim[std::size_t(q) * n + p] = dot;
      sim_min = std::min(sim_min, dot);
      sim_max = std::max(sim_max, dot);
    }
  }
  if (sim_max <= sim_min) sim_max = sim_min + 1.0f;
  similarity_map_->setMatrix(std::move(sim), n, n);
  similarity_map_->setRowLabels(numberLabels(n));
  similarity_map_->setColumnLabels(numberLabels(n));
  similarity_map_->setValueRange(sim_min, sim_max);
  similarity_map_->setTitle(tr("Position similarity PE(p)·PE(q)"));

  updateFormula();
}

void PositionalEncodingView::paintFigure(QPainter& painter, const QSize&) const {
  auto* self = const_cast<PositionalEncodingView*>(this);  // QWidget::render is not const; it paints only
  const RenderFlags flags = DrawChildren | DrawWindowBackground;
  const bool svg = painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::SVG;
  QList<HeatmapWidget*> as_images;
  for (HeatmapWidget* map : {encoding_map_, similarity_map_})
    if (svg && map->isVisible() && map->rows() * map->columns() > kMaxSvgVectorCells) as_images << map;
  QRegion rest(rect());
  for (HeatmapWidget* map : as_images) rest -= QRect(map->mapTo(self, QPoint(0, 0)), map->size());
  self->render(&painter, QPoint(), rest, flags);
  for (HeatmapWidget* map : as_images) {
    painter.save();
    painter.translate(map->mapTo(self, QPoint(0, 0)));
    // Recorded by a picture's paint engine, the heatmap paints its cells as one image (as on screen) and
    // its axes, labels and legend as vectors; the picture replays them into the SVG.
    QPicture picture;
    {
      QPainter recorder(&picture);
      map->paintHeatmap(recorder);
    }
    painter.drawPicture(0, 0, picture);
    // Over the picture's image (a pixel per cell, which viewers blur when they enlarge it): the cells sharp,
    // each a block of whole pixels at least as large as drawn.
    const QRectF cells = map->matrixRect();
    const int cols = map->columns(), rows = map->rows();
    const QSize pixels(cols * std::max(1, int(std::ceil(cells.width() / cols))),
                       rows * std::max(1, int(std::ceil(cells.height() / rows))));
    painter.drawImage(cells,
                      map->matrixImage().scaled(pixels, Qt::IgnoreAspectRatio, Qt::FastTransformation));
    painter.restore();
  }
}

bool PositionalEncodingView::exportData(const QString& path, QString* error) {
  const int d = showing_learned_ ? learned_d_model_ : dModel();
  const int n = maxPosition();
  if (table_.size() != std::size_t(n) * std::size_t(d)) {
    if (error) *error = tr("There is no positional encoding to export.");
    return false;
  }
  QByteArray out;
  if (QFileInfo(path).suffix().compare(QStringLiteral("json"), Qt::CaseInsensitive) == 0) {
    QJsonObject root;
    root[QStringLiteral("source")] = showing_learned_ ? QStringLiteral("learned") : QStringLiteral("formula");
    if (showing_learned_) {
      root[QStringLiteral("model")] = session_ ? session_->modelDir() : QString();
    } else {
      root[QStringLiteral("layout")] = QString::fromStdString(std::string(attn::to_string(layout())));
      root[QStringLiteral("base")] = base();
    }
    root[QStringLiteral("d_model")] = d;
    root[QStringLiteral("positions")] = n;
    QJsonArray dims;
    for (int dim : dims_) dims.append(dim);
    root[QStringLiteral("plotted_dimensions")] = dims;
    QJsonArray rows;
    for (int p = 0; p < n; ++p) {
      QJsonArray row;
      for (int k = 0; k < d; ++k) row.append(double(table_[std::size_t(p) * d + k]));
      rows.append(row);
    }
    root[QStringLiteral("table")] = rows;
    out = QJsonDocument(root).toJson(QJsonDocument::Indented);
  } else {
    QStringList header{QStringLiteral("position")};
    for (int k = 0; k < d; ++k) header << QStringLiteral("dim_%1").arg(k);
    out = header.join(QLatin1Char(',')).toUtf8() + '\n';
    for (int p = 0; p < n; ++p) {
      QStringList row{QString::number(p)};
      for (int k = 0; k < d; ++k) row << chartNumber(double(table_[std::size_t(p) * d + k]));
      out += row.join(QLatin1Char(',')).toUtf8() + '\n';
    }
  }
  return writeChartFileAtomically(path, out, error);
}

}  // namespace studio
