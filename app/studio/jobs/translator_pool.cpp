#include "jobs/translator_pool.h"

#include <QCoreApplication>
#include <exception>
#include <map>
#include <utility>

#include "attention/backend.h"
#include "attention/error.h"

namespace studio {

namespace {

using PoolKey = std::pair<const attn::Model*, QString>;

// Every pool alive, by model and backend spec. Weak: a pool ends with its last holder (a worker, a lease).
std::mutex& registryMutex() {
  static std::mutex mutex;
  return mutex;
}

std::map<PoolKey, std::weak_ptr<TranslatorPool>>& registry() {
  static std::map<PoolKey, std::weak_ptr<TranslatorPool>> pools;
  return pools;
}

}  // namespace

TranslatorPool::TranslatorPool(std::shared_ptr<const attn::Model> model, QString backend_spec)
    : model_(std::move(model)), backend_spec_(std::move(backend_spec)) {}

std::shared_ptr<TranslatorPool> TranslatorPool::forModel(std::shared_ptr<const attn::Model> model,
                                                         const QString& backend_spec) {
  const std::lock_guard lock(registryMutex());
  auto& pools = registry();
  for (auto it = pools.begin(); it != pools.end();)
    it = it->second.expired() ? pools.erase(it) : std::next(it);
  // A live pool holds its model, so the address cannot have been reused by another model.
  std::weak_ptr<TranslatorPool>& slot = pools[{model.get(), backend_spec}];
  if (auto pool = slot.lock()) return pool;
  std::shared_ptr<TranslatorPool> pool(new TranslatorPool(std::move(model), backend_spec));
  slot = pool;
  return pool;
}

TranslatorPool::Lease TranslatorPool::acquire(QString* error) {
  {
    const std::lock_guard lock(mutex_);
    if (!idle_.empty()) {
      std::unique_ptr<attn::Translator> translator = std::move(idle_.back());
      idle_.pop_back();
      return Lease(shared_from_this(), std::move(translator));
    }
  }
  if (!model_) {
    *error = QCoreApplication::translate("studio", "No model is loaded yet.");
    return {};
  }
  try {
    auto translator = std::make_unique<attn::Translator>(
        model_, attn::make_backend(backend_spec_.toStdString(), model_->config));
    const std::lock_guard lock(mutex_);
    ++built_;
    return Lease(shared_from_this(), std::move(translator));
  } catch (const std::exception& e) {
    *error = QCoreApplication::translate("studio", "Could not start the “%1” backend: %2")
                 .arg(backend_spec_, QString::fromUtf8(e.what()));
    return {};
  }
}

TranslatorPool::Lease TranslatorPool::acquireOrThrow() {
  QString error;
  Lease lease = acquire(&error);
  if (!lease) throw attn::Error(error.toStdString());
  return lease;
}

void TranslatorPool::giveBack(std::unique_ptr<attn::Translator> translator) {
  // The next job starts from the model as it is: no heads switched off, the stored weights' compute type.
  translator->backend().set_head_mask({});
  translator->set_compute_type(attn::ComputeType::kAuto);
  const std::lock_guard lock(mutex_);
  if (idle_.size() < kIdleKept) idle_.push_back(std::move(translator));
}

int TranslatorPool::idleCount() const {
  const std::lock_guard lock(mutex_);
  return int(idle_.size());
}

int TranslatorPool::builtCount() const {
  const std::lock_guard lock(mutex_);
  return built_;
}

TranslatorPool::Lease::Lease(std::shared_ptr<TranslatorPool> pool,
                             std::unique_ptr<attn::Translator> translator)
    : pool_(std::move(pool)), translator_(std::move(translator)) {}

TranslatorPool::Lease& TranslatorPool::Lease::operator=(Lease&& other) noexcept {
  if (this != &other) {
    giveBack();
    pool_ = std::move(other.pool_);
    translator_ = std::move(other.translator_);
  }
  return *this;
}

TranslatorPool::Lease::~Lease() { giveBack(); }

void TranslatorPool::Lease::giveBack() {
  if (pool_ && translator_) {
    try {
      pool_->giveBack(std::move(translator_));
    } catch (...) {
      // A translator that cannot be reset is dropped, not shared.
    }
  }
  translator_.reset();
  pool_.reset();
}

}  // namespace studio
