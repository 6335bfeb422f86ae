// The attn::Translator a worker thread owns (it is not thread-safe, so exactly one per thread), built lazily
// from the session's model and backend on first use and dropped when either changes.
#pragma once

#include <QString>
#include <memory>

#include "attention/translator.h"

namespace studio {

class WorkerTranslator {
 public:
  void setModel(std::shared_ptr<const attn::Model> model, const QString& backend_spec);
  // Builds the translator if needed; false with a readable `error` when there is no model or the backend
  // cannot start.
  bool ensure(QString* error);
  attn::Translator* operator->() const { return translator_.get(); }
  attn::Translator& operator*() const { return *translator_; }

 private:
  std::shared_ptr<const attn::Model> model_;
  QString backend_spec_;
  std::unique_ptr<attn::Translator> translator_;
};

}  // namespace studio
