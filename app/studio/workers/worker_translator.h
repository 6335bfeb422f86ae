// A worker thread's access to the engine: the session's model and backend, and a translator leased from
// their pool (jobs/translator_pool.h) for each job. attn::Translator is not thread-safe: a lease is one
// thread's alone while it lives, and goes back to the pool, for any worker's next job, when it ends.
#pragma once

#include <QString>
#include <memory>

#include "attention/translator.h"
#include "jobs/translator_pool.h"

namespace studio {

class WorkerTranslator {
 public:
  // While a job holds it, the worker's translator_-> is that job's translator.
  class Job {
   public:
    Job(Job&&) noexcept = default;
    Job& operator=(Job&&) = delete;
    ~Job();
    explicit operator bool() const { return bool(lease_); }
    static Job none() { return Job(nullptr, {}); }  // no job (e.g. cancelled before it began)

   private:
    friend class WorkerTranslator;
    Job(WorkerTranslator* owner, TranslatorPool::Lease lease);
    WorkerTranslator* owner_;
    TranslatorPool::Lease lease_;
  };

  void setModel(std::shared_ptr<const attn::Model> model, const QString& backend_spec);
  // Leases a translator for one job; false (an empty Job) with a readable `error` when there is no model or
  // the backend cannot start.
  [[nodiscard]] Job begin(QString* error);
  // The current job's translator (only while a Job from begin() lives).
  attn::Translator* operator->() const { return current_; }
  attn::Translator& operator*() const { return *current_; }

 private:
  std::shared_ptr<const attn::Model> model_;
  QString backend_spec_;
  std::shared_ptr<TranslatorPool> pool_;  // of model_ and backend_spec_, from the first job on
  attn::Translator* current_ = nullptr;
};

}  // namespace studio
