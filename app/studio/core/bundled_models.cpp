#include "core/bundled_models.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>
#include <filesystem>
#include <vector>

#include "attention/model_shelf.h"

namespace studio {

namespace {

std::vector<std::filesystem::path> rootPaths() {
  std::vector<std::filesystem::path> paths;
  for (const QString& root : BundledModels::roots()) paths.emplace_back(root.toStdString());
  return paths;
}

QString fromPath(const std::filesystem::path& path) { return QString::fromStdString(path.string()); }

}  // namespace

BundledModels::BundledModels(QObject* parent) : QObject(parent) {}

QStringList BundledModels::roots() {
  return {QDir::cleanPath(QCoreApplication::applicationDirPath() +
                          QStringLiteral("/../share/attention-studio/models")),
          QStringLiteral(ATTN_SOURCE_MODELS_DIR), QStringLiteral(ATTN_INSTALLED_MODELS_DIR)};
}

QList<BundledModel> BundledModels::list() {
  QList<BundledModel> list;
  for (const attn::ShelfModel& m : attn::list_models(rootPaths()))
    list.append({QString::fromStdString(m.name), normalizedDir(fromPath(m.path)),
                 QString::fromStdString(m.card.title), QString::fromStdString(m.card.summary)});
  return list;
}

QString BundledModels::defaultModelDir() {
  // A handful of stat calls and two small card files: cheap enough for start-up on the GUI thread.
  if (const auto model = attn::default_model(attn::list_models(rootPaths())))
    return normalizedDir(fromPath(model->path));
  return QStringLiteral(ATTN_SOURCE_MODELS_DIR "/") +
         QString::fromUtf8(attn::kDefaultModelName.data(), qsizetype(attn::kDefaultModelName.size()));
}

QString BundledModels::normalizedDir(const QString& dir) {
  if (dir.isEmpty()) return {};
  const QFileInfo info(dir);
  const QString canonical = info.canonicalFilePath();  // empty when the folder is gone
  return canonical.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonical;
}

void BundledModels::refresh() {
  const int generation = ++generation_;
  auto* watcher = new QFutureWatcher<QList<BundledModel>>(this);
  connect(watcher, &QFutureWatcher<QList<BundledModel>>::finished, this, [this, watcher, generation] {
    watcher->deleteLater();
    if (generation != generation_) return;  // a newer refresh() is under way
    models_ = watcher->result();
    listed_ = true;
    emit listed();
  });
  watcher->setFuture(QtConcurrent::run(&BundledModels::list));
}

}  // namespace studio
