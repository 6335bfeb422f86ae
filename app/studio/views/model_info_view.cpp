#include "views/model_info_view.h"

#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QtConcurrent/QtConcurrentRun>
#include <exception>
#include <fstream>
#include <sstream>

#include "attention/backend.h"
#include "attention/config_fields.h"
#include "attention/cpu_kernels.h"
#include "attention/model.h"
#include "attention/parameters.h"
#include "core/atomic_write.h"
#include "core/model_session.h"
#include "widgets/histogram_widget.h"
#include "widgets/legend_fit.h"
#include "widgets/palette_chart_view.h"

namespace studio {

namespace {

// One row of the configuration table: the config.json field, its value, and what it is in the paper.
struct ConfigRow {
  QString field, value, meaning, tooltip;
};

QString fromView(std::string_view v) { return QString::fromUtf8(v.data(), qsizetype(v.size())); }

// Every field of the engine's table (config_fields.h), and after n_heads the derived head size.
QList<ConfigRow> configRows(const attn::ModelConfig& c) {
  QList<ConfigRow> rows;
  for (const attn::ConfigField& f : attn::config_fields()) {
    // The docs are translated under the table's own context; lupdate reads them from config_fields.cpp.
    const QString doc = QCoreApplication::translate("attn::ConfigField", std::string(f.doc).c_str());
    rows.append({fromView(f.name), QString::fromStdString(attn::format_config_value(f, c)), doc,
                 ModelInfoView::tr("%1 · command line: %2")
                     .arg(fromView(f.paper_term), QString::fromStdString(attn::cli_flag(f)))});
    if (f.name == "n_heads")
      rows.append({QStringLiteral("head_dim"), QString::number(c.head_dim()),
                   ModelInfoView::tr("d_k = d_v per head"), ModelInfoView::tr("Derived: d_model / n_heads")});
  }
  return rows;
}

// Parameter counts grouped the way the paper draws the model: embeddings, each encoder and decoder layer,
// final norms, output. Tied matrices appear once. Layer blocks remember their tensor-name prefix so the tree
// can list their sub-layers.
struct Block {
  QString name;
  qint64 count = 0;
  QString layer_prefix;  // "encoder.layers.0." for layers, else empty
};

QList<Block> parameterBlocksOf(const attn::ParameterLayout& layout, const attn::ModelConfig& config) {
  QList<Block> blocks;
  auto add = [&](const QString& name, qint64 count, const QString& prefix = {}) {
    for (auto& b : blocks)
      if (b.name == name) {
        b.count += count;
        return;
      }
    blocks.append({name, count, prefix});
  };
  for (const auto& p : layout.parameters()) {
    const QString name = QString::fromStdString(p.name);
    const qint64 n = qint64(p.size);
    const QStringList parts = name.split(QLatin1Char('.'));
    const QString prefix = parts.mid(0, 3).join(QLatin1Char('.')) + QLatin1Char('.');
    if (name.startsWith(QLatin1String("encoder.layers.")))
      add(ModelInfoView::tr("Encoder layer %1").arg(parts.value(2).toInt() + 1), n, prefix);
    else if (name.startsWith(QLatin1String("decoder.layers.")))
      add(ModelInfoView::tr("Decoder layer %1").arg(parts.value(2).toInt() + 1), n, prefix);
    else if (name.contains(QLatin1String("final_norm")))
      add(ModelInfoView::tr("Final layer norms"), n);
    else if (name.startsWith(QLatin1String("pos_embed")))
      add(ModelInfoView::tr("Learned positions"), n);
    else if (name.startsWith(QLatin1String("output")))
      add(ModelInfoView::tr("Output projection"), n);
    else
      add(config.tie_embeddings ? ModelInfoView::tr("Embeddings (shared with the output projection)")
                                : ModelInfoView::tr("Embeddings"),
          n);
  }
  return blocks;
}

// Sub-blocks of one layer for the tree: attention, feed-forward and norms.
QString subBlockOf(const QString& tensor_name) {
  if (tensor_name.contains(QLatin1String("cross_attn_norm")) ||
      tensor_name.contains(QLatin1String("self_attn_norm")) ||
      tensor_name.contains(QLatin1String("ffn_norm")))
    return ModelInfoView::tr("layer norms");
  if (tensor_name.contains(QLatin1String("cross_attn")))
    return ModelInfoView::tr("encoder-decoder attention");
  if (tensor_name.contains(QLatin1String("self_attn"))) return ModelInfoView::tr("self-attention");
  return ModelInfoView::tr("feed-forward network");
}

struct TrainingLog {
  QList<QPointF> train_loss, valid_loss;
};

TrainingLog readTrainingLog(const QString& path) {
  TrainingLog log;
  std::ifstream in(path.toStdString());
  std::string line;
  if (!std::getline(in, line)) return log;  // header
  while (std::getline(in, line)) {
    std::vector<std::string> cells;
    std::stringstream row(line);
    std::string cell;
    while (std::getline(row, cell, ',')) cells.push_back(cell);
    if (cells.size() < 3) continue;
    bool ok_step = false, ok_loss = false;
    const double step = QString::fromStdString(cells[0]).toDouble(&ok_step);
    const double loss = QString::fromStdString(cells[2]).toDouble(&ok_loss);
    if (ok_step && ok_loss) log.train_loss.append({step, loss});
    if (cells.size() >= 9) {
      bool ok_valid = false;
      const double valid = QString::fromStdString(cells[8]).toDouble(&ok_valid);
      if (ok_step && ok_valid) log.valid_loss.append({step, valid});
    }
  }
  return log;
}

}  // namespace

ModelInfoView::ModelInfoView(ModelSession* session, QWidget* parent) : StudioView(parent), session_(session) {
  summary_ = new QLabel(this);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  summary_->setWordWrap(true);
  notice_ = new QLabel(this);
  notice_->setWordWrap(true);
  notice_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  notice_->setFrameShape(QFrame::StyledPanel);
  notice_->setMargin(4);
  notice_->hide();
  open_button_ = new QPushButton(tr("Open model folder…"), this);
  open_button_->setToolTip(tr("Load a model folder: config.json, model.safetensors and tokenizer.model"));
  save_button_ = new QPushButton(tr("Save model as…"), this);
  save_button_->setToolTip(tr("Write the loaded model to a new folder (atomic writes)"));
  connect(open_button_, &QPushButton::clicked, this, &ModelInfoView::openModelDialog);
  connect(save_button_, &QPushButton::clicked, this, &ModelInfoView::saveModelDialog);

  config_table_ = new QTableWidget(0, 3, this);
  config_table_->setHorizontalHeaderLabels({tr("Setting"), tr("Value"), tr("In the paper's terms")});
  config_table_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
  config_table_->verticalHeader()->hide();
  config_table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  config_table_->setAlternatingRowColors(true);

  blocks_tree_ = new QTreeWidget(this);
  blocks_tree_->setHeaderLabels({tr("Block"), tr("Parameters"), tr("Share")});
  blocks_tree_->setAlternatingRowColors(true);
  blocks_tree_->header()->setStretchLastSection(false);
  blocks_tree_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
  blocks_tree_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
  blocks_tree_->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);

  backends_label_ = new QLabel(tr("Looking for compute devices…"), this);
  backends_label_->setObjectName(QStringLiteral("modelBackends"));
  backends_label_->setWordWrap(true);
  backends_label_->setTextInteractionFlags(Qt::TextSelectableByMouse);

  auto* chart = new QChart;
  chart->legend()->setAlignment(Qt::AlignBottom);
  keepLegendWhole(chart);
  history_chart_ = new PaletteChartView(chart, this);
  history_chart_->setMinimumHeight(160);
  history_note_ = new QLabel(this);

  // Every tensor as Netron lists them; a click shows its values' distribution.
  tensors_tree_ = new QTreeWidget(this);
  tensors_tree_->setHeaderLabels({tr("Tensor"), tr("Shape"), tr("dtype"), tr("Values")});
  tensors_tree_->setRootIsDecorated(false);
  tensors_tree_->setAlternatingRowColors(true);
  tensors_tree_->setUniformRowHeights(true);
  tensors_tree_->header()->setStretchLastSection(false);
  tensors_tree_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
  for (int c = 1; c < 4; ++c) tensors_tree_->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
  tensors_tree_->setToolTip(tr("Every weight tensor of model.safetensors; click one for its histogram"));
  histogram_ = new HistogramWidget(this);
  tensor_stats_ = new QLabel(this);
  tensor_stats_->setWordWrap(true);
  tensor_stats_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  connect(tensors_tree_, &QTreeWidget::currentItemChanged, this, &ModelInfoView::showTensorValues);

  auto* buttons = new QHBoxLayout;
  buttons->addWidget(open_button_);
  buttons->addWidget(save_button_);
  buttons->addStretch();

  auto* config_box = new QGroupBox(tr("Configuration"), this);
  (new QVBoxLayout(config_box))->addWidget(config_table_);

  // The details share one tabbed panel, so each gets the full height even in a 1024×640 window.
  auto* tensors_page = new QSplitter(Qt::Vertical, this);
  tensors_page->addWidget(tensors_tree_);
  auto* values = new QWidget(this);
  auto* values_layout = new QVBoxLayout(values);
  values_layout->setContentsMargins(0, 0, 0, 0);
  values_layout->addWidget(tensor_stats_);
  values_layout->addWidget(histogram_, 1);
  tensors_page->addWidget(values);
  tensors_page->setStretchFactor(0, 3);
  tensors_page->setStretchFactor(1, 2);
  auto* history_page = new QWidget(this);
  auto* history_layout = new QVBoxLayout(history_page);
  history_layout->addWidget(history_chart_, 1);
  history_layout->addWidget(history_note_);
  auto* devices_page = new QWidget(this);
  auto* devices_layout = new QVBoxLayout(devices_page);
  devices_layout->addWidget(backends_label_);
  devices_layout->addStretch();
  details_tabs_ = new QTabWidget(this);
  details_tabs_->addTab(blocks_tree_, tr("Parameters per block"));
  details_tabs_->addTab(tensors_page, tr("Tensors"));
  details_tabs_->addTab(history_page, tr("Training history"));
  details_tabs_->addTab(devices_page, tr("Compute backends"));

  auto* splitter = new QSplitter(Qt::Horizontal, this);
  splitter->addWidget(config_box);
  splitter->addWidget(details_tabs_);
  splitter->setStretchFactor(0, 1);
  splitter->setStretchFactor(1, 1);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(summary_);
  layout->addWidget(notice_);
  layout->addLayout(buttons);
  layout->addWidget(splitter, 1);

  connect(session_, &ModelSession::modelChanged, this, [this] {
    showNotice({});
    showModel();
  });
  // The header keeps describing the loaded model while another folder loads, and after it fails to.
  connect(session_, &ModelSession::loadingStarted, this,
          [this](const QString& dir) { showNotice(tr("Loading %1…").arg(QDir::toNativeSeparators(dir))); });
  connect(session_, &ModelSession::loadFailed, this, [this](const QString& dir, const QString& error) {
    const QString failure = tr("Could not load %1: %2").arg(QDir::toNativeSeparators(dir), error);
    showNotice(session_->model()
                   ? failure + QLatin1Char('\n') + tr("The model described here is still loaded.")
                   : failure);
  });

  // Enumerating devices creates a Vulkan instance: worker thread.
  setPending(+1);
  // The CPU kernels' lines follow the devices after an empty entry (showBackends splits them).
  auto* watcher = new QFutureWatcher<QStringList>(this);
  connect(watcher, &QFutureWatcher<QStringList>::finished, this, [this, watcher] {
    watcher->deleteLater();
    showBackends(watcher->result());
    setPending(-1);
  });
  watcher->setFuture(QtConcurrent::run([] {
    QStringList list;
    try {
      for (const auto& b : attn::list_backends()) list << QString::fromStdString(b);
    } catch (const std::exception& e) {
      list << tr("Could not list devices: %1").arg(QString::fromUtf8(e.what()));
    }
    list << QString();
    for (const auto& line : attn::describe_cpu_kernels()) list << QString::fromStdString(line);
    return list;
  }));
  showModel();
}

QString ModelInfoView::summaryText() const { return summary_->text(); }

QString ModelInfoView::noticeText() const { return notice_->isHidden() ? QString() : notice_->text(); }

void ModelInfoView::showNotice(const QString& text) {
  notice_->setText(text);
  notice_->setVisible(!text.isEmpty());
}

void ModelInfoView::changeEvent(QEvent* event) {
  StudioView::changeEvent(event);
  // Block names, the header and the history's labels are built from the model: build them again.
  if (event->type() == QEvent::LanguageChange) showModel();
}

void ModelInfoView::showTensors(const QString& model_dir) {
  tensors_tree_->clear();
  tensors_.clear();
  histogram_->clear();
  tensor_stats_->clear();
  const auto model = session_->model();
  if (!model) return;
  // Only the file's header is read (a few kilobytes), for the dtype each tensor is stored in.
  tensors_ = tensorSummaries(*model, storedTensorDtypes(model_dir + QStringLiteral("/model.safetensors")));
  const QLocale locale;
  QList<QTreeWidgetItem*> items;
  for (const TensorSummary& t : tensors_) {
    auto* item = new QTreeWidgetItem({t.name, shapeText(t.shape), t.dtype, locale.toString(t.values)});
    item->setToolTip(0, t.name);
    item->setTextAlignment(3, Qt::AlignRight | Qt::AlignVCenter);
    items.append(item);
  }
  tensors_tree_->addTopLevelItems(items);
}

void ModelInfoView::selectTensor(const QString& name) {
  for (int i = 0; i < tensors_tree_->topLevelItemCount(); ++i)
    if (tensors_tree_->topLevelItem(i)->text(0) == name) {
      tensors_tree_->setCurrentItem(tensors_tree_->topLevelItem(i));
      tensors_tree_->scrollToItem(tensors_tree_->topLevelItem(i));
      return;
    }
}

ValueHistogram ModelInfoView::selectedHistogram() const { return histogram_->histogram(); }

void ModelInfoView::showTensorValues() {
  const auto model = session_->model();
  const int row =
      tensors_tree_->currentItem() ? tensors_tree_->indexOfTopLevelItem(tensors_tree_->currentItem()) : -1;
  if (!model || row < 0 || row >= tensors_.size()) {
    histogram_->clear();
    tensor_stats_->clear();
    return;
  }
  const TensorSummary& t = tensors_[row];
  // One pass over at most a few million floats: quick enough to stay on the GUI thread.
  const ValueHistogram h =
      histogramOf(std::span<const float>(model->parameters).subspan(size_t(t.offset), size_t(t.values)), 60);
  histogram_->setHistogram(h);
  tensor_stats_->setText(tr("<b>%1</b> [%2] · min %3 · max %4 · mean %5 · std %6")
                             .arg(t.name.toHtmlEscaped(), shapeText(t.shape), QString::number(h.min, 'g', 4),
                                  QString::number(h.max, 'g', 4), QString::number(h.mean, 'g', 4),
                                  QString::number(h.stddev, 'g', 4)));
}

void ModelInfoView::setPending(int delta) {
  const bool was_busy = isBusy();
  pending_ += delta;
  if (was_busy != isBusy()) emit busyChanged(isBusy());
}

void ModelInfoView::showBackends(const QStringList& backends) {
  // The devices, then (after an empty entry) the CPU kernels' lines.
  backends_ = backends;
  const qsizetype split = backends.indexOf(QString());
  const QStringList devices = split < 0 ? backends : backends.first(split);
  const QStringList kernels = split < 0 ? QStringList() : backends.sliced(split + 1);
  const auto bullets = [](const QStringList& lines) {
    QStringList out;
    for (const QString& line : lines) out << QStringLiteral("• ") + line.toHtmlEscaped();
    return out.join(QStringLiteral("<br>"));
  };
  QString text = tr("Available:<br>%1<br>Selected in the settings: <b>%2</b>")
                     .arg(bullets(devices), session_->backendSpec().toHtmlEscaped());
  if (!kernels.isEmpty()) text += QStringLiteral("<br><br>") + tr("CPU kernels:<br>%1").arg(bullets(kernels));
  backends_label_->setText(text);
}

void ModelInfoView::showModel() {
  const auto model = session_->model();
  save_button_->setEnabled(model != nullptr);
  config_table_->setRowCount(0);
  blocks_tree_->clear();
  blocks_.clear();
  showTensors({});
  if (!model) {
    summary_->setText(tr("No model loaded. Open a model folder, or train one in the Training view."));
    return;
  }
  const attn::ModelConfig& c = model->config;
  const QLocale locale;
  // The model card (README.md) first: what the model is for, in its authors' words.
  QString card;
  if (!session_->modelTitle().isEmpty())
    card += QStringLiteral("<span style='font-size:large'><b>%1</b></span><br>")
                .arg(session_->modelTitle().toHtmlEscaped());
  if (!session_->modelSummary().isEmpty())
    card += session_->modelSummary().toHtmlEscaped() + QStringLiteral("<br>");
  summary_->setText(
      card + tr("<b>%1</b><br>%2 parameters · %3 + %4 layers · d_model %5 · %6 heads · vocabulary %7")
                 .arg(QDir::toNativeSeparators(session_->modelDir()).toHtmlEscaped(),
                      locale.toString(qlonglong(model->parameter_count())), QString::number(c.encoder_layers),
                      QString::number(c.decoder_layers), QString::number(c.d_model),
                      QString::number(c.n_heads), locale.toString(c.vocab_size)));

  const auto rows = configRows(c);
  config_table_->setRowCount(int(rows.size()));
  for (int r = 0; r < rows.size(); ++r) {
    const ConfigRow& row = rows[r];
    auto* field = new QTableWidgetItem(row.field);
    field->setToolTip(row.tooltip);
    config_table_->setItem(r, 0, field);
    config_table_->setItem(r, 1, new QTableWidgetItem(row.value));
    auto* meaning = new QTableWidgetItem(row.meaning);
    meaning->setToolTip(row.meaning);
    config_table_->setItem(r, 2, meaning);
  }
  config_table_->resizeColumnsToContents();

  const attn::ParameterLayout layout(c);
  const QList<Block> blocks = parameterBlocksOf(layout, c);
  qint64 total = 0;
  for (const Block& b : blocks) total += b.count, blocks_.append({b.name, b.count});
  const auto share = [total](qint64 n) {
    return QStringLiteral("%1 %").arg(100.0 * double(n) / double(total), 0, 'f', 1);
  };
  for (const Block& block : blocks) {
    auto* item =
        new QTreeWidgetItem(blocks_tree_, {block.name, locale.toString(block.count), share(block.count)});
    item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
    if (block.layer_prefix.isEmpty()) continue;
    // Children: the sub-layers of each encoder/decoder layer.
    QList<QPair<QString, qint64>> subs;
    for (const auto& p : layout.parameters()) {
      const QString tensor = QString::fromStdString(p.name);
      if (!tensor.startsWith(block.layer_prefix)) continue;
      const QString sub = subBlockOf(tensor);
      bool found = false;
      for (auto& s : subs)
        if (s.first == sub) s.second += qint64(p.size), found = true;
      if (!found) subs.append({sub, qint64(p.size)});
    }
    for (const auto& [sub, n] : subs) {
      auto* child = new QTreeWidgetItem(
          item, {sub, locale.toString(n),
                 QStringLiteral("%1 %").arg(100.0 * double(n) / double(total), 0, 'f', 1)});
      child->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
      child->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
    }
  }
  auto* total_item = new QTreeWidgetItem(
      blocks_tree_, {tr("Total (tied matrices once)"), locale.toString(total), QStringLiteral("100 %")});
  QFont bold = total_item->font(0);
  bold.setBold(true);
  for (int col = 0; col < 3; ++col) total_item->setFont(col, bold);
  total_item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
  total_item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
  blocks_tree_->expandAll();

  showTensors(session_->modelDir());
  showTrainingHistory(session_->modelDir());
  if (!backends_.isEmpty()) showBackends(backends_);
}

void ModelInfoView::showTrainingHistory(const QString& model_dir) {
  QChart* chart = history_chart_->chart();
  chart->removeAllSeries();
  for (QAbstractAxis* axis : chart->axes()) chart->removeAxis(axis);
  log_points_ = 0;
  const QString path = model_dir + QStringLiteral("/train_log.csv");
  if (model_dir.isEmpty() || !QFileInfo::exists(path)) {
    history_note_->setText(tr("This folder has no train_log.csv (no training history stored)."));
    return;
  }
  setPending(+1);
  auto* watcher = new QFutureWatcher<TrainingLog>(this);
  connect(watcher, &QFutureWatcher<TrainingLog>::finished, this, [this, watcher] {
    watcher->deleteLater();
    const TrainingLog log = watcher->result();
    QChart* chart = history_chart_->chart();
    auto* axis_x = new QValueAxis;
    axis_x->setTitleText(tr("step"));
    axis_x->setLabelFormat(QStringLiteral("%d"));
    auto* axis_y = new QValueAxis;
    axis_y->setTitleText(tr("loss (nats/token)"));
    chart->addAxis(axis_x, Qt::AlignBottom);
    chart->addAxis(axis_y, Qt::AlignLeft);
    double max_x = 1, max_y = 1;
    for (const auto& [points, label] : {std::pair{&log.train_loss, tr("train loss (label-smoothed)")},
                                        std::pair{&log.valid_loss, tr("validation loss")}}) {
      if (points->isEmpty()) continue;
      auto* series = new QLineSeries;
      series->setName(label);
      series->append(*points);
      chart->addSeries(series);
      series->attachAxis(axis_x);
      series->attachAxis(axis_y);
      for (const QPointF& p : *points) max_x = std::max(max_x, p.x()), max_y = std::max(max_y, p.y());
    }
    axis_x->setRange(0, max_x);
    axis_y->setRange(0, max_y * 1.05);
    axis_x->applyNiceNumbers();
    axis_y->applyNiceNumbers();
    history_chart_->applyPalette();  // the new axes in the theme's colours
    log_points_ = int(log.train_loss.size());
    history_note_->setText(tr("%n logged step(s) from train_log.csv", nullptr, log_points_));
    setPending(-1);
  });
  watcher->setFuture(QtConcurrent::run(readTrainingLog, path));
}

void ModelInfoView::openModelDialog() {
  const QString dir = QFileDialog::getExistingDirectory(this, tr("Open model folder"), session_->modelDir());
  if (!dir.isEmpty()) session_->openFolder(dir);
}

void ModelInfoView::saveModelDialog() {
  if (!session_->model()) return;
  const QString dir = QFileDialog::getExistingDirectory(this, tr("Save model into folder"));
  if (!dir.isEmpty()) saveModelAs(dir, true);
}

void ModelInfoView::saveModelAs(const QString& dir, bool half_precision) {
  const auto model = session_->model();
  if (!model) {
    emit errorOccurred(tr("There is no model to save."));
    return;
  }
  setPending(+1);
  emit statusMessage(tr("Saving the model to %1…").arg(QDir::toNativeSeparators(dir)));
  auto* watcher = new QFutureWatcher<QString>(this);
  connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, dir] {
    watcher->deleteLater();
    const QString error = watcher->result();
    if (error.isEmpty())
      emit statusMessage(tr("Model saved to %1").arg(QDir::toNativeSeparators(dir)));
    else
      emit errorOccurred(tr("Could not save the model to %1: %2").arg(QDir::toNativeSeparators(dir), error));
    setPending(-1);
  });
  watcher->setFuture(QtConcurrent::run([model, dir, half_precision]() -> QString {
    try {
      attn::save_model(dir.toStdString(), *model,
                       half_precision ? attn::WeightPrecision::kF16 : attn::WeightPrecision::kF32);
    } catch (const std::exception& e) {
      return QString::fromUtf8(e.what());
    }
    return {};
  }));
}

bool ModelInfoView::exportData(const QString& path, QString* error) {
  const auto model = session_->model();
  if (!model) {
    if (error) *error = tr("No model is loaded.");
    return false;
  }
  if (path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive)) {
    QString csv = csvRow({QStringLiteral("block"), QStringLiteral("parameters")});
    for (const auto& [name, count] : blocks_) csv += csvRow({name, QString::number(count)});
    return writeFileAtomically(path, csv.toUtf8(), error);
  }
  QJsonObject root;
  root[QStringLiteral("model_dir")] = session_->modelDir();
  root[QStringLiteral("config")] =
      QJsonDocument::fromJson(QByteArray::fromStdString(attn::to_json(model->config))).object();
  root[QStringLiteral("parameter_count")] = qint64(model->parameter_count());
  QJsonArray blocks;
  for (const auto& [name, count] : blocks_)
    blocks.append(QJsonObject{{QStringLiteral("block"), name}, {QStringLiteral("parameters"), count}});
  root[QStringLiteral("blocks")] = blocks;
  const qsizetype split = backends_.indexOf(QString());
  root[QStringLiteral("backends")] =
      QJsonArray::fromStringList(split < 0 ? backends_ : backends_.first(split));
  if (split >= 0)
    root[QStringLiteral("cpu_kernels")] = QJsonArray::fromStringList(backends_.sliced(split + 1));
  return writeFileAtomically(path, QJsonDocument(root).toJson(QJsonDocument::Indented), error);
}

}  // namespace studio
