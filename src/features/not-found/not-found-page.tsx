import { Button, Stack, Typography } from "@mui/material";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} alignItems="flex-start" sx={{ py: 4 }}>
      {/* Announced as an alert, and still a heading: the page's h1, where the focus lands. */}
      <div role="alert">
        <Typography component="h1" variant="h5" tabIndex={-1}>
          {t("notFound.title")}
        </Typography>
      </div>
      <Button variant="contained" component={Link} to="/main">
        {t("notFound.backHome")}
      </Button>
    </Stack>
  );
}
