// File ▸ Import Hugging Face MarianMT…: asks for an HF MarianMT folder (config.json, model.safetensors,
// source.spm, target.spm, vocab.json) and a new model folder (created; core/new_folder_choice.h), converts it
// off the GUI thread (attn::import_hf_marian, then the model folder written all or nothing), and opens the
// result.
#pragma once

#include <QString>

class QWidget;

namespace studio {

class ModelSession;

// Shows the dialogs and runs the import; errors are shown to the user. Returns at once: the import runs on a
// worker thread and the session opens the new model when it is done.
void importMarianDialog(QWidget* parent, ModelSession* session);

// The conversion itself (worker thread): an empty string on success, else a readable error. `notes`
// receives what the import could not carry over (e.g. banned words other than padding).
QString importMarianFolder(const QString& hf_dir, const QString& out_dir, QString* notes);

}  // namespace studio
