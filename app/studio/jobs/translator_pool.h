// The translators of one (model, backend), shared by every worker thread of the app. A job leases one for
// as long as it runs and gives it back, so the weights are held once per job running at that moment, not
// once per worker: at rest one translator per backend stays built, ready for the next job.
#pragma once

#include <QString>
#include <memory>
#include <mutex>
#include <vector>

#include "attention/translator.h"

namespace studio {

class TranslatorPool : public std::enable_shared_from_this<TranslatorPool> {
 public:
  // One translator, for one job; it returns to its pool when the lease ends. Empty when none could be built.
  class Lease {
   public:
    Lease() = default;
    Lease(Lease&&) noexcept = default;
    Lease& operator=(Lease&& other) noexcept;
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    ~Lease();
    explicit operator bool() const { return translator_ != nullptr; }
    attn::Translator* operator->() const { return translator_.get(); }
    attn::Translator& operator*() const { return *translator_; }

   private:
    friend class TranslatorPool;
    Lease(std::shared_ptr<TranslatorPool> pool, std::unique_ptr<attn::Translator> translator);
    void giveBack();
    std::shared_ptr<TranslatorPool> pool_;
    std::unique_ptr<attn::Translator> translator_;
  };

  // The pool of this model and backend spec ("cpu", "auto", "vulkan:N"), made on first use and shared while
  // anyone holds it.
  static std::shared_ptr<TranslatorPool> forModel(std::shared_ptr<const attn::Model> model,
                                                  const QString& backend_spec);

  // An idle translator, or a new one; an empty lease and a readable `error` when the backend cannot start.
  Lease acquire(QString* error);
  // The same for a job that reports failures as exceptions: attn::Error with that reason.
  Lease acquireOrThrow();

  const std::shared_ptr<const attn::Model>& model() const { return model_; }
  const QString& backendSpec() const { return backend_spec_; }
  int idleCount() const;
  int builtCount() const;  // translators built so far

 private:
  TranslatorPool(std::shared_ptr<const attn::Model> model, QString backend_spec);
  void giveBack(std::unique_ptr<attn::Translator> translator);

  static constexpr std::size_t kIdleKept = 1;  // more would hold the weights again for a rare concurrent job

  std::shared_ptr<const attn::Model> model_;
  QString backend_spec_;
  mutable std::mutex mutex_;
  std::vector<std::unique_ptr<attn::Translator>> idle_;
  int built_ = 0;
};

}  // namespace studio
