#include "workers/worker_translator.h"

#include <QCoreApplication>
#include <exception>

namespace studio {

void WorkerTranslator::setModel(std::shared_ptr<const attn::Model> model, const QString& backend_spec) {
  model_ = std::move(model);
  backend_spec_ = backend_spec;
  translator_.reset();
}

bool WorkerTranslator::ensure(QString* error) {
  if (translator_) return true;
  if (!model_) {
    *error = QCoreApplication::translate("studio", "No model is loaded yet.");
    return false;
  }
  try {
    auto backend = attn::make_backend(backend_spec_.toStdString(), model_->config);
    translator_ = std::make_unique<attn::Translator>(model_, std::move(backend));
  } catch (const std::exception& e) {
    *error = QCoreApplication::translate("studio", "Could not start the “%1” backend: %2")
                 .arg(backend_spec_, QString::fromUtf8(e.what()));
    return false;
  }
  return true;
}

}  // namespace studio
