#include "workers/worker_translator.h"

#include <QCoreApplication>

namespace studio {

void WorkerTranslator::setModel(std::shared_ptr<const attn::Model> model, const QString& backend_spec) {
  model_ = std::move(model);
  backend_spec_ = backend_spec;
  pool_.reset();
}

WorkerTranslator::Job WorkerTranslator::begin(QString* error) {
  if (!model_) {
    *error = QCoreApplication::translate("studio", "No model is loaded yet.");
    return Job(this, {});
  }
  if (!pool_) pool_ = TranslatorPool::forModel(model_, backend_spec_);
  return Job(this, pool_->acquire(error));
}

WorkerTranslator::Job::Job(WorkerTranslator* owner, TranslatorPool::Lease lease)
    : owner_(owner), lease_(std::move(lease)) {
  if (lease_) owner_->current_ = &*lease_;
}

WorkerTranslator::Job::~Job() {
  if (lease_ && owner_->current_ == &*lease_) owner_->current_ = nullptr;
}

}  // namespace studio
