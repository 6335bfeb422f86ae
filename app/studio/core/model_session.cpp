#include "core/model_session.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>
#include <exception>

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
    setModel(result.model, result.dir);
  });
  watcher->setFuture(QtConcurrent::run([dir]() -> LoadResult {
    LoadResult result;
    result.dir = QDir(dir).absolutePath();
    try {
      result.model = std::make_shared<const attn::Model>(attn::load_model(dir.toStdString()));
    } catch (const std::exception& e) {
      result.error = QString::fromUtf8(e.what());
    }
    return result;
  }));
}

void ModelSession::setModel(std::shared_ptr<const attn::Model> model, const QString& dir) {
  model_ = std::move(model);
  model_dir_ = dir;
  emit modelChanged();
}

QString ModelSession::bundledModelDir() {
  // Installed layout first (bin/../share/attention-studio/models/en-de), then the build-time paths.
  const QString beside_binary =
      QCoreApplication::applicationDirPath() + QStringLiteral("/../share/attention-studio/models/en-de");
  for (const QString& candidate : {beside_binary, QStringLiteral(ATTN_INSTALLED_MODEL_DIR),
                                   QStringLiteral(ATTN_BUNDLED_MODEL_DIR)}) {
    if (QFileInfo::exists(candidate + QStringLiteral("/config.json"))) return QDir(candidate).absolutePath();
  }
  return QStringLiteral(ATTN_BUNDLED_MODEL_DIR);
}

}  // namespace studio
