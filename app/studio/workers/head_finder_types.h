// What the GUI asks the head finder for and what comes back. Plain values: they cross threads through queued
// signals.
#pragma once

#include <QMetaType>
#include <QString>
#include <memory>
#include <vector>

#include "attention/antecedent_heads.h"

namespace studio {

struct HeadFinderRequest {
  int generation = 0;
  QString file;   // WinoMT format
  int limit = 0;  // the first `limit` sentences; 0: all of them
};

struct HeadFinderResult {
  int generation = 0;
  QString file;
  int sentences_in_file = 0;                // before the limit, without the skipped ones
  std::vector<attn::AntecedentItem> items;  // the sentences run, in the report's item order
  std::shared_ptr<const attn::AntecedentReport> report;
  double seconds = 0;
  QString backend;
  QString error;  // non-empty: the run failed (readable message)
};

using HeadFinderResultPtr = std::shared_ptr<const HeadFinderResult>;

}  // namespace studio

Q_DECLARE_METATYPE(studio::HeadFinderResultPtr)
