#include "views/architecture_view.h"

#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include "attention/model.h"
#include "core/atomic_write.h"
#include "core/model_session.h"
#include "jobs/engine_jobs.h"
#include "jobs/sentence_requests.h"
#include "viewmodels/attention_math.h"
#include "widgets/architecture_diagram.h"

namespace studio {

namespace {

// A long (or runaway) translation must not push the figure down.
QString elided(const QString& text) {
  constexpr int kMaxChars = 90;
  return text.size() <= kMaxChars ? text : text.left(kMaxChars) + QStringLiteral("…");
}

QJsonArray pointsJson(const QList<QPointF>& points) {
  QJsonArray a;
  for (const QPointF& p : points) a.append(QJsonArray{p.x(), p.y()});
  return a;
}

}  // namespace

ArchitectureView::ArchitectureView(ModelSession* session, QWidget* parent)
    : StudioView(parent), session_(session), jobs_(new EngineJobs(session, this)) {
  sentences_ = new SentenceRequests(
      jobs_, [this](InferenceResultPtr result) { onResult(result); }, this);
  setObjectName(QStringLiteral("architectureView"));
  // The class's sentence, shared with the other views: the walkthrough a block opens traces the same one, so
  // S and T on the arrows are the walkthrough's too.
  sentence_ = new QLineEdit(session_ ? session_->sentence() : ModelSession::classSentence(), this);
  sentence_->setObjectName(QStringLiteral("architectureSentence"));
  sentence_->setPlaceholderText(tr("Source sentence (English)…"));
  sentence_->setToolTip(
      tr("The shapes on the arrows are for this sentence and the model's translation of it"));
  layer_spin_ = new QSpinBox(this);
  layer_spin_->setRange(1, 1);
  layer_spin_->setToolTip(tr("Clicking a block opens this layer"));
  click_opens_ = new QComboBox(this);
  click_opens_->setObjectName(QStringLiteral("architectureClickOpens"));
  click_opens_->addItem(tr("the walkthrough step"), int(ClickOpens::kWalkthrough));
  click_opens_->addItem(tr("the matching view"), int(ClickOpens::kMatchingView));
  click_opens_->setToolTip(
      tr("Clicking a block opens the walkthrough at the step that computes it with real numbers, or the view "
         "that shows it: attention in the Attention view, the positional encoding in its view, embeddings "
         "and feed-forward layers in the Model view"));
  counts_label_ = new QLabel(this);
  counts_label_->setWordWrap(true);
  counts_label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  diagram_ = new ArchitectureDiagram(this);
  diagram_->setPlaceholderText(tr("Load a model to see its architecture"));
  diagram_->setToolTip(tr("Click a block to open it (see “Click opens”)"));

  auto* top = new QHBoxLayout;
  top->addWidget(new QLabel(tr("Sentence:"), this));
  top->addWidget(sentence_, 1);
  top->addWidget(new QLabel(tr("Layer to open:"), this));
  top->addWidget(layer_spin_);
  top->addWidget(new QLabel(tr("Click opens:"), this));
  top->addWidget(click_opens_);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(top);
  layout->addWidget(counts_label_);
  layout->addWidget(diagram_, 1);

  connect(sentence_, &QLineEdit::textChanged, this, [this](const QString& text) {
    if (session_) session_->setSentence(text);
    request();
  });
  connect(diagram_, &ArchitectureDiagram::blockActivated, this,
          [this](ArchitectureTarget, const QString& block_id) { onBlockActivated(block_id); });
  connect(jobs_, &EngineJobs::busyChanged, this, &StudioView::busyChanged);
  connect(jobs_, &EngineJobs::failed, this, [this](const QString& message) {
    counts_label_->setText(message);
    emit errorOccurred(message);
  });
  if (session_) {
    connect(session_, &ModelSession::modelChanged, this, &ArchitectureView::onModelChanged);
    connect(session_, &ModelSession::sentenceChanged, this, [this](const QString& text) {
      if (text != sentence_->text()) sentence_->setText(text);
    });
  }
  onModelChanged();
}

QWidget* ArchitectureView::exportWidget() { return diagram_; }

bool ArchitectureView::isBusy() const { return jobs_->isBusy(); }

void ArchitectureView::setInputText(const QString& text) { sentence_->setText(text); }

void ArchitectureView::setOpenLayer(int layer) { layer_spin_->setValue(layer + 1); }

void ArchitectureView::setClickOpens(ClickOpens opens) {
  click_opens_->setCurrentIndex(click_opens_->findData(int(opens)));
}

ArchitectureView::ClickOpens ArchitectureView::clickOpens() const {
  return ClickOpens(click_opens_->currentData().toInt());
}

void ArchitectureView::onModelChanged() {
  const auto model = session_ ? session_->model() : nullptr;
  if (model) layer_spin_->setRange(1, std::max(model->config.encoder_layers, model->config.decoder_layers));
  source_tokens_ = target_tokens_ = 0;  // the new model tokenizes differently
  rebuild();
  if (model) request();
}

void ArchitectureView::request() {
  InferenceRequest r;
  r.source = sentence_->text();
  requestTranslation(r, true);
}

void ArchitectureView::onResult(const InferenceResultPtr& result) {
  if (!result) {
    source_tokens_ = target_tokens_ = 0;
  } else if (result->has_inspection) {
    source_tokens_ = int(result->inspection.source_pieces.size());
    target_tokens_ = int(result->inspection.target_pieces.size());
  } else {
    source_tokens_ = target_tokens_ = 0;  // empty input
  }
  translation_ = result && result->has_inspection && !result->candidates.isEmpty()
                     ? result->candidates.front().text
                     : QString();
  rebuild();
  showCounts();
}

void ArchitectureView::showCounts() {
  if (source_tokens_ == 0 || translation_.isEmpty()) return;  // rebuild() said what is missing
  counts_label_->setText(
      tr("S = %1 source tokens (with </s>), T = %2 target tokens (with <s>) of the translation “%3”")
          .arg(source_tokens_)
          .arg(target_tokens_)
          .arg(elided(translation_)));
}

void ArchitectureView::changeEvent(QEvent* event) {
  StudioView::changeEvent(event);
  // The diagram's words and the counts line are built with arg(): build them again in the new language.
  if (event->type() == QEvent::LanguageChange) {
    rebuild();
    showCounts();
  }
}

void ArchitectureView::rebuild() {
  const auto model = session_ ? session_->model() : nullptr;
  if (!model) {
    diagram_->setModel({});
    counts_label_->clear();
    return;
  }
  diagram_->setModel(buildArchitectureDiagram(model->config, source_tokens_, target_tokens_),
                     buildArchitectureDiagram(model->config, source_tokens_, target_tokens_,
                                              ArchitectureArrangement::kCompact));
  if (source_tokens_ == 0)
    counts_label_->setText(
        tr("Type a sentence: the arrows then show its shapes (S source and T target "
           "tokens)."));
}

void ArchitectureView::onBlockActivated(const QString& block_id) {
  const ArchitectureBlock* block = diagram_->model().block(block_id);
  if (!block) return;
  ViewLink link;
  link.layer = layer_spin_->value() - 1;
  link.text = sentence_->text();
  // Norms and the output softmax have no view of their own: they always open the walkthrough.
  const bool to_walkthrough = block->walkthrough_step >= 0 && (clickOpens() == ClickOpens::kWalkthrough ||
                                                               block->target == ArchitectureTarget::kNone);
  if (to_walkthrough) {
    link.view = QStringLiteral("walkthrough");
    link.walkthrough_step = block->walkthrough_step;
    emit linkActivated(link);
    return;
  }
  switch (block->target) {
    case ArchitectureTarget::kEncoderSelfAttention:
      link.view = QStringLiteral("attention");
      link.attention_kind = int(AttentionKind::kEncoderSelf);
      break;
    case ArchitectureTarget::kDecoderSelfAttention:
      link.view = QStringLiteral("attention");
      link.attention_kind = int(AttentionKind::kDecoderSelf);
      break;
    case ArchitectureTarget::kCrossAttention:
      link.view = QStringLiteral("attention");
      link.attention_kind = int(AttentionKind::kCross);
      break;
    case ArchitectureTarget::kPositionalEncoding:
      link.view = QStringLiteral("pe");
      break;
    case ArchitectureTarget::kModel:
      link.view = QStringLiteral("model");
      break;
    case ArchitectureTarget::kCausalMask:
      link.view = QStringLiteral("illustrations");
      link.panel = QStringLiteral("mask");
      break;
    case ArchitectureTarget::kNoamSchedule:
      link.view = QStringLiteral("illustrations");
      link.panel = QStringLiteral("noam");
      break;
    case ArchitectureTarget::kNone:
      return;
  }
  emit linkActivated(link);
}

bool ArchitectureView::exportData(const QString& path, QString* error) {
  const ArchitectureDiagramModel& m = diagram_->model();
  if (m.blocks.isEmpty()) {
    if (error) *error = tr("There is no model to export.");
    return false;
  }
  QByteArray data;
  if (QFileInfo(path).suffix().toLower() == QLatin1String("json")) {
    QJsonObject root;
    root[QStringLiteral("sentence")] = sentence_->text();
    root[QStringLiteral("source_tokens")] = source_tokens_;
    root[QStringLiteral("target_tokens")] = target_tokens_;
    if (const auto model = session_ ? session_->model() : nullptr)
      root[QStringLiteral("config")] =
          QJsonDocument::fromJson(QByteArray::fromStdString(attn::to_json(model->config))).object();
    QJsonArray blocks, arrows;
    for (const ArchitectureBlock& b : m.blocks)
      blocks.append(QJsonObject{
          {QStringLiteral("id"), b.id},
          {QStringLiteral("title"), b.title},
          {QStringLiteral("details"), QJsonArray::fromStringList(b.details)},
          {QStringLiteral("rect"), QJsonArray{b.rect.x(), b.rect.y(), b.rect.width(), b.rect.height()}}});
    for (const ArchitectureArrow& a : m.arrows)
      arrows.append(QJsonObject{{QStringLiteral("label"), a.label},
                                {QStringLiteral("residual"), a.residual},
                                {QStringLiteral("points"), pointsJson(a.points)}});
    root[QStringLiteral("blocks")] = blocks;
    root[QStringLiteral("arrows")] = arrows;
    data = QJsonDocument(root).toJson();
  } else {
    QString csv = csvRow({QStringLiteral("element"), QStringLiteral("id"), QStringLiteral("text")});
    for (const ArchitectureBlock& b : m.blocks)
      for (const QString& text : QStringList{b.title} + b.details)
        csv += csvRow({QStringLiteral("block"), b.id, text});
    for (const ArchitectureArrow& a : m.arrows)
      if (!a.label.isEmpty()) csv += csvRow({QStringLiteral("arrow"), QString(), a.label});
    data = csv.toUtf8();
  }
  return writeFileAtomically(path, data, error);
}

void ArchitectureView::requestTranslation(const InferenceRequest& request, bool debounce) {
  sentences_->ask(request, debounce);
}

}  // namespace studio
