// The models that ship with the app (attn::list_models over the bundled roots), listed on a worker thread
// for the model picker and the File menu, and the default model the app opens when nothing was chosen.
#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

namespace studio {

struct BundledModel {
  QString name;  // folder name: what --model accepts instead of a path
  QString dir;
  QString title, summary;  // from the model card (README.md); empty without one
};

class BundledModels : public QObject {
  Q_OBJECT
 public:
  explicit BundledModels(QObject* parent = nullptr);

  // Where bundled models are looked for, earliest first: beside the binary (installed or relocated), this
  // build's source tree, then the configured install prefix (which may hold an older copy).
  static QStringList roots();
  // The default bundled model's folder ("en-de", else the first bundled one); a path that does not exist
  // when nothing is bundled, so loading it reports the problem.
  static QString defaultModelDir();
  // The shelf, listed now on the calling thread (a few stat calls and card files: --help, start-up).
  static QList<BundledModel> list();
  // A folder in a canonical spelling, so the same model reached by two paths compares equal.
  static QString normalizedDir(const QString& dir);

  // Lists the shelf in the background; listed() follows.
  void refresh();
  bool isListed() const { return listed_; }
  QList<BundledModel> models() const { return models_; }

 signals:
  void listed();

 private:
  QList<BundledModel> models_;
  bool listed_ = false;
  int generation_ = 0;
};

}  // namespace studio
