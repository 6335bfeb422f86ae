// All files the app writes (exports, settings side files) go through QSaveFile: either the whole new file
// appears or the old one stays — never a half-written CSV after a crash or a full disk.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace studio {

bool writeFileAtomically(const QString& path, const QByteArray& data, QString* error);

// RFC 4180 quoting for one CSV field (tokens may contain commas, quotes or "▁").
QString csvField(const QString& text);
QString csvRow(const QStringList& fields);

}  // namespace studio
