#!/usr/bin/env bash
# Fills test/dicom-fixtures/files/ (git-ignored) with real DICOM files: the samples Debian's
# python3-pydicom ships, plus files made here with DCMTK. Idempotent: a stamp file marks a
# finished run, and files are built in a private folder then moved in, so concurrent runs are safe.
# Needs: apt-get install dcmtk python3-pydicom (.ci/run installs them).
set -euo pipefail

# Bump when the fixture list changes, so existing folders are rebuilt.
VERSION=1
here="$(cd "$(dirname "$0")" && pwd)"
target="$here/files"
stamp="$target/.complete-v$VERSION"
[ -f "$stamp" ] && exit 0

pydicom_data=/usr/lib/python3/dist-packages/pydicom/data/test_files
if [ ! -d "$pydicom_data" ] || ! command -v dump2dcm >/dev/null 2>&1; then
  echo "DICOM fixtures need Debian packages: apt-get install -y dcmtk python3-pydicom" >&2
  exit 1
fi

work="$(mktemp -d "$here/.tmp-XXXXXX")"
trap 'rm -rf "$work"' EXIT
out="$work/files"
mkdir -p "$out"

# 1. Real sample files from pydicom (name in pydicom → our name).
while read -r from to; do
  cp "$pydicom_data/$from" "$out/$to"
done <<'LIST'
CT_small.dcm ct-small.dcm
MR_small.dcm mr-small.dcm
MR_small_implicit.dcm mr-small-implicit.dcm
MR_small_bigendian.dcm mr-small-big-endian.dcm
MR_small_RLE.dcm mr-small-rle.dcm
MR_small_jpeg_ls_lossless.dcm mr-small-jpeg-ls.dcm
MR_small_jp2klossless.dcm mr-small-jpeg2000-lossless.dcm
MR_truncated.dcm mr-truncated.dcm
JPEG2000.dcm jpeg2000.dcm
JPEG-lossy.dcm jpeg-extended-lossy.dcm
SC_rgb_jpeg_gdcm.dcm sc-rgb-jpeg-lossless.dcm
SC_rgb_jpeg_dcmtk.dcm sc-rgb-jpeg-baseline.dcm
image_dfl.dcm image-deflated.dcm
rtdose.dcm rtdose-multiframe.dcm
rtdose_expb.dcm rtdose-multiframe-big-endian.dcm
SC_rgb_rle_2frame.dcm sc-rgb-rle-2frame.dcm
ExplVR_BigEnd.dcm us-rgb-big-endian.dcm
no_meta.dcm no-meta-implicit.dcm
ExplVR_LitEndNoMeta.dcm no-meta-explicit.dcm
rtplan_truncated.dcm rtplan-truncated.dcm
LIST

# 2. Transfer-syntax variants of MR_small made with DCMTK.
dcmconv +td "$out/mr-small.dcm" "$out/mr-small-deflated.dcm"
dcmconv +tb "$out/mr-small.dcm" "$out/mr-small-big-endian-dcmtk.dcm"

# 3. An 8-bit secondary capture made with img2dcm from a generated 24-bit BMP (a grey ramp).
python3 - "$work/ramp.bmp" <<'PY'
import struct, sys
w, h = 16, 8
row = b''.join(bytes([x * 16, x * 16, x * 16]) for x in range(w))
pixels = row * h
header = b'BM' + struct.pack('<IHHI', 54 + len(pixels), 0, 0, 54)
info = struct.pack('<IiiHHIIiiII', 40, w, h, 1, 24, 0, len(pixels), 2835, 2835, 0, 0)
open(sys.argv[1], 'wb').write(header + info + pixels)
PY
img2dcm -q -i BMP "$work/ramp.bmp" "$out/sc-8bit-img2dcm.dcm" \
  -k "PatientID=IMG-0001" -k "PatientName=Ramp^Grey" -k "PatientBirthDate=19800101" \
  -k "PatientSex=O" -k "StudyInstanceUID=1.2.826.0.1.3680043.10.1138.1" \
  -k "SeriesInstanceUID=1.2.826.0.1.3680043.10.1138.1.1" \
  -k "SOPInstanceUID=1.2.826.0.1.3680043.10.1138.1.1.1" -k "Modality=OT"

# 4. A 16-bit CT made with dump2dcm from a text dump, with non-8-character dates.
{
  cat <<'DUMP'
(0008,0016) UI =CTImageStorage
(0008,0018) UI [1.2.826.0.1.3680043.10.1138.2.1.1]
(0008,0020) DA [2024.03.05]
(0008,0050) SH [ACC-42]
(0008,0060) CS [CT]
(0008,0080) LO [Sagitta Test Hospital]
(0008,0090) PN [Referrer^Rita^^Dr]
(0008,1030) LO [Knee CT]
(0008,103e) LO [Axial bone]
(0010,0010) PN [Doe^Jane^Q]
(0010,0020) LO [DUMP-0002]
(0010,0030) DA [1961]
(0010,0040) CS [F]
(0020,000d) UI [1.2.826.0.1.3680043.10.1138.2]
(0020,000e) UI [1.2.826.0.1.3680043.10.1138.2.1]
(0020,0011) IS [3]
(0020,0013) IS [7]
(0028,0002) US 1
(0028,0004) CS [MONOCHROME2]
(0028,0010) US 8
(0028,0011) US 8
(0028,0100) US 16
(0028,0101) US 12
(0028,0102) US 11
(0028,0103) US 0
(0028,1050) DS [40\400]
(0028,1051) DS [400\2000]
(0028,1052) DS [-1024]
(0028,1053) DS [1]
DUMP
  printf '(7fe0,0010) OW '
  seq 0 63 | awk '{ printf "%s%04x", (NR > 1 ? "\\" : ""), $1 * 64 }'
  printf '\n'
} >"$work/ct-16bit.dump"
dump2dcm -q +te "$work/ct-16bit.dump" "$out/ct-16bit-dump2dcm.dcm"

# 5. Compressions made with DCMTK.
dcmcjpeg -q +eb "$out/sc-8bit-img2dcm.dcm" "$out/sc-8bit-jpeg-baseline.dcm"
dcmcjpeg -q +e1 "$out/ct-16bit-dump2dcm.dcm" "$out/ct-16bit-jpeg-lossless.dcm"
dcmcjpls -q "$out/ct-16bit-dump2dcm.dcm" "$out/ct-16bit-jpeg-ls.dcm"
dcmcrle -q "$out/ct-16bit-dump2dcm.dcm" "$out/ct-16bit-rle.dcm"

# 6. MONOCHROME1 (none ships with pydicom): the 16-bit CT relabelled.
cp "$out/ct-16bit-dump2dcm.dcm" "$out/ct-16bit-monochrome1.dcm"
dcmodify -q -nb -m "(0028,0004)=MONOCHROME1" "$out/ct-16bit-monochrome1.dcm"

# 7. MR_small without one required identifier each (422 cases).
for tag in patient-id:0010,0020 study-uid:0020,000D series-uid:0020,000E sop-uid:0008,0018; do
  name="${tag%%:*}"
  cp "$out/mr-small.dcm" "$out/missing-$name.dcm"
  dcmodify -q -nb -ea "(${tag#*:})" "$out/missing-$name.dcm"
done

# 8. Files that are not (valid) DICOM.
printf 'Patient: Jane Doe\nThis is a discharge letter, not an image.\n' >"$out/not-dicom.txt"
cp "$work/ramp.bmp" "$out/not-dicom.bmp"
# Preamble and magic of MR_small, then deterministic garbage where the meta header should be.
head -c 132 "$out/mr-small.dcm" >"$out/corrupt-after-preamble.dcm"
python3 -c "import random, sys; r = random.Random(6); sys.stdout.buffer.write(bytes(r.randrange(256) for _ in range(4096)))" >>"$out/corrupt-after-preamble.dcm"
# MR_small cut in the middle of its header, and in the middle of its pixel data.
head -c 700 "$out/mr-small.dcm" >"$out/mr-small-cut-in-header.dcm"
head -c 5000 "$out/mr-small.dcm" >"$out/mr-small-cut-in-pixels.dcm"

touch "$out/.complete-v$VERSION"
# Publish: replace an older version's folder; if another run published first, keep theirs.
if [ -d "$target" ] && [ ! -f "$stamp" ]; then rm -rf "$target"; fi
mv -T "$out" "$target" 2>/dev/null || true
[ -f "$stamp" ]
