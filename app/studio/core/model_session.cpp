#include "core/model_session.h"

#include <QDir>
#include <QtConcurrent/QtConcurrentRun>
#include <exception>
#include <filesystem>
#include <vector>

#include "attention/model_shelf.h"
#include "core/bundled_models.h"
#include "core/toy_sentence.h"

namespace studio {

ModelSession::ModelSession(QObject* parent) : QObject(parent) {}

void ModelSession::setBackendSpec(const QString& spec) {
  if (spec == backend_spec_) return;
  backend_spec_ = spec;
  emit backendChanged(spec);
}

void ModelSession::openFolder(const QString& dir) {
  const int generation = ++load_generation_;
  loading_ = true;
  emit loadingStarted(dir);
  auto* watcher = new QFutureWatcher<LoadResult>(this);
  connect(watcher, &QFutureWatcher<LoadResult>::finished, this, [this, watcher, generation] {
    watcher->deleteLater();
    if (generation != load_generation_) return;  // superseded by a newer openFolder()
    loading_ = false;
    const LoadResult result = watcher->result();
    if (!result.model) {
      emit loadFailed(result.dir, result.error);
      return;
    }
    publish(result.model, result.dir, result.title, result.summary);
  });
  std::vector<std::filesystem::path> roots;
  for (const QString& root : BundledModels::roots()) roots.emplace_back(root.toStdString());
  watcher->setFuture(QtConcurrent::run([dir, roots]() -> LoadResult {
    LoadResult result;
    result.dir = dir;  // as given until it resolves: a name is no path
    try {
      const std::filesystem::path path = attn::resolve_model_path(dir.toStdString(), roots);
      result.dir = QDir(QString::fromStdString(path.string())).absolutePath();
      result.model = std::make_shared<const attn::Model>(attn::load_model(path));
      const attn::ModelCard card = attn::read_model_card(path / "README.md");
      result.title = QString::fromStdString(card.title);
      result.summary = QString::fromStdString(card.summary);
    } catch (const std::exception& e) {
      result.error = QString::fromUtf8(e.what());
    }
    return result;
  }));
}

void ModelSession::setModel(std::shared_ptr<const attn::Model> model, const QString& dir) {
  publish(std::move(model), dir, {}, {});
}

void ModelSession::publish(std::shared_ptr<const attn::Model> model, const QString& dir, const QString& title,
                           const QString& summary) {
  model_ = std::move(model);
  model_dir_ = dir;
  model_title_ = title;
  model_summary_ = summary;
  shown_translation_ = {};  // another model's translation: Translate makes a new one
  // Toy models read only their symbols: swap in a sample (and back to the text for a text model).
  const int toy_symbols = model_ ? toyAlphabetSize(*model_) : 0;
  if (toy_symbols > 0 && !isToySentence(sentence_)) {
    text_sentence_ = sentence_;
    setSentence(toySampleSentence(toy_symbols));
  } else if (model_ && toy_symbols == 0 && isToySentence(sentence_) && !text_sentence_.isEmpty()) {
    setSentence(text_sentence_);
  }
  emit modelChanged();
}

void ModelSession::setSentence(const QString& text) {
  if (text == sentence_) return;
  sentence_ = text;
  emit sentenceChanged(text);
}

void ModelSession::setShownTranslation(const ShownTranslation& shown) {
  if (shown.source == shown_translation_.source && shown.target == shown_translation_.target &&
      shown.ids == shown_translation_.ids && shown.how == shown_translation_.how)
    return;
  shown_translation_ = shown;
  emit shownTranslationChanged();
}

QString ModelSession::classSentence() { return QStringLiteral("A man is riding a bike."); }

QString ModelSession::bundledModelDir() { return BundledModels::defaultModelDir(); }

}  // namespace studio
