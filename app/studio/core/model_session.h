// The model the app is looking at, shared by all views. Loading happens on a worker thread; views listen to
// modelChanged() and build their own engine objects (Translator, …) on their own worker threads from model().
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <cstdint>
#include <memory>
#include <vector>

#include "attention/model.h"

namespace studio {

class ModelSession : public QObject {
  Q_OBJECT
 public:
  explicit ModelSession(QObject* parent = nullptr);

  // Null until a model has loaded. Immutable once published, so workers may share it across threads.
  std::shared_ptr<const attn::Model> model() const { return model_; }
  QString modelDir() const { return model_dir_; }
  // The loaded folder's model card (README.md): title and first paragraph, empty without one.
  QString modelTitle() const { return model_title_; }
  QString modelSummary() const { return model_summary_; }
  bool isLoading() const { return loading_; }

  // "auto", "cpu", "vulkan" or "vulkan:N" (attn::make_backend's spec); views pass it to the engine.
  QString backendSpec() const { return backend_spec_; }
  void setBackendSpec(const QString& spec);

  // Loads a model folder, or a bundled model given by name ("multi30k-en-de"), in the background; emits
  // modelChanged() or loadFailed(). A load started while another is running supersedes it.
  void openFolder(const QString& dir);
  // Publishes an already loaded model (tests, freshly trained models); it has no model card.
  void setModel(std::shared_ptr<const attn::Model> model, const QString& dir);

  // The default bundled model's folder (BundledModels::defaultModelDir()).
  static QString bundledModelDir();

  // The sentence the user is looking at, shared by the views that read one (Translate, Attention) so that
  // it is typed once. A toy-task model gets a sample of its symbols instead of text it cannot read, and the
  // text comes back when a text model is loaded again. Emits sentenceChanged() only on a change. It starts
  // as classSentence(), so every view opens on something to show.
  QString sentence() const { return sentence_; }
  void setSentence(const QString& text);
  // The sentence every view starts from before anyone types (the text models read English).
  static QString classSentence();

  // The translation the user is looking at in Translate (its beam or greedy search, a hypothesis chosen from
  // its list, a what-if), so that Attention inspects that one rather than decoding its own. Cleared when
  // another model is published; `source` says which sentence it translates.
  struct ShownTranslation {
    QString source, target;
    std::vector<std::int32_t> ids;  // the target's pieces as decoding produced them
    QString how;                    // for a status line, e.g. "beam search (k = 4, α = 0.6)"
  };
  const ShownTranslation& shownTranslation() const { return shown_translation_; }
  void setShownTranslation(const ShownTranslation& shown);

 signals:
  void loadingStarted(const QString& dir);
  void modelChanged();
  void loadFailed(const QString& dir, const QString& error);
  void backendChanged(const QString& spec);
  // Before modelChanged() when a load replaced the sentence (a toy model's sample).
  void sentenceChanged(const QString& text);
  void shownTranslationChanged();

 private:
  struct LoadResult {
    std::shared_ptr<const attn::Model> model;
    QString dir, error, title, summary;
  };
  void publish(std::shared_ptr<const attn::Model> model, const QString& dir, const QString& title,
               const QString& summary);

  std::shared_ptr<const attn::Model> model_;
  QString model_dir_, model_title_, model_summary_;
  QString backend_spec_ = QStringLiteral("auto");
  QString sentence_ = classSentence();
  QString text_sentence_;  // the last sentence typed for a text model, while a toy model shows its sample
  ShownTranslation shown_translation_;
  bool loading_ = false;
  int load_generation_ = 0;
};

}  // namespace studio
